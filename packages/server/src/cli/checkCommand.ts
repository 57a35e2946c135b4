import { CliUsageError } from '../errors.ts'
import { runChecks } from '../check/runChecks.ts'
import { parseArgs } from './parseArgs.ts'

/** `portico-server check [--all-chains]`: one line per problem on `err`, exit 1; else a line on `out`, exit 0. */
export async function checkCommand(args: string[], io: { env: Record<string, string | undefined>; out(line: string): void; err(line: string): void }): Promise<number> {
  const { values, positionals } = parseArgs(args, { 'all-chains': { type: 'boolean' } })
  if (positionals.length) throw new CliUsageError(`check takes no argument "${positionals[0]}"`)
  const problems = await runChecks(io.env, { allChains: values['all-chains'] })
  for (const problem of problems) io.err(`✗ ${problem}`)
  if (problems.length) {
    io.err(`${problems.length} problem${problems.length === 1 ? '' : 's'}: fix ${problems.length === 1 ? 'it' : 'them'} before going live.`)
    return 1
  }
  io.out('Configuration checked: no problems found.')
  return 0
}
