import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { CliUsageError } from '../errors.ts'
import { getRpcMethods, setRpcMethods } from '../rpc/projectRpcMethods.ts'
import { parseArgs, splitList } from './parseArgs.ts'

/**
 * `project rpc-methods ID [--set a,b | --reset]`: prints (or narrows, or resets to the default
 * list) the methods the chain RPC proxy forwards for a project, one a line.
 */
export async function rpcMethodsCommand(db: Kysely<Database>, args: string[], io: { out(line: string): void }): Promise<void> {
  const { values, positionals } = parseArgs(args, { set: { type: 'string' }, reset: { type: 'boolean' } })
  if (positionals.length !== 1 || !positionals[0]) throw new CliUsageError('Usage: portico-server project rpc-methods ID [--set a,b | --reset]')
  const id = positionals[0]
  if (values.set !== undefined && values.reset) throw new CliUsageError('project rpc-methods takes --set or --reset, not both')
  const methods =
    values.set !== undefined
      ? await setRpcMethods(db, id, splitList(values.set))
      : values.reset
        ? await setRpcMethods(db, id, null)
        : await getRpcMethods(db, id)
  io.out(methods.join('\n'))
}
