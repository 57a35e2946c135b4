import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { listSocialClients, removeSocialClient, setSocialClient } from '../embedded/social/socialClients.ts'
import { CliUsageError } from '../errors.ts'
import { requireProject } from '../projects/projects.ts'
import { parseArgs } from './parseArgs.ts'
import type { Output } from './output.ts'

const shape = 'project social ID [--set PROVIDER --client-id ID [--secret-env NAME]] [--remove PROVIDER]'

/**
 * `project social ID …`: the project's OAuth clients at the social providers. The client id is
 * stored; the secret never is: the server reads it from the environment variable named here
 * (default `PORTICO_<PROVIDER>_CLIENT_SECRET`). Prints the project's clients.
 */
export async function socialCommand(db: Kysely<Database>, args: string[], io: Output): Promise<void> {
  const { values, positionals } = parseArgs(args, {
    set: { type: 'string' },
    'client-id': { type: 'string' },
    'secret-env': { type: 'string' },
    remove: { type: 'string' },
  })
  if (positionals.length !== 1 || !positionals[0]) throw new CliUsageError(`Usage: portico-server ${shape}`)
  const id = positionals[0]
  await requireProject(db, id)
  if (values.set !== undefined && values.remove !== undefined) throw new CliUsageError('project social takes --set or --remove, not both')
  if (values.set !== undefined) {
    if (!values['client-id']) throw new CliUsageError('project social --set needs --client-id')
    await setSocialClient(db, id, { provider: values.set, clientId: values['client-id'], secretEnv: values['secret-env'] })
  } else if (values.remove !== undefined) {
    if (!(await removeSocialClient(db, id, values.remove))) throw new CliUsageError(`Project ${id} has no ${values.remove} client`)
  }
  const clients = await listSocialClients(db, id)
  if (clients.length === 0) return io.out('No social login clients. Add one: portico-server ' + shape.replace('ID', id))
  for (const client of clients) io.out(`${client.provider}\t${client.clientId}\tsecret from $${client.secretEnv}`)
}
