import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { listSocialClients, removeSocialClient, setSocialClient } from '../embedded/social/socialClients.ts'
import { CliUsageError } from '../errors.ts'
import { requireProject } from '../projects/projects.ts'
import { parseArgs } from './parseArgs.ts'
import type { Output } from './output.ts'

const shape = 'project social ID [--set PROVIDER --client-id ID [--secret-env NAME] [--apple-team-id TEAM --apple-key-id KEY]] [--remove PROVIDER]'

/**
 * `project social ID …`: the project's OAuth clients at the social providers. The client id is
 * stored; the secret never is: the server reads it from the environment variable named here
 * (default `PORTICO_<PROVIDER>_CLIENT_SECRET`). Apple's is the team's Sign in with Apple key (the
 * .p8 file's text), which signs a short client-secret JWT per login, so Apple also takes the team
 * id and the key id. Prints the project's clients.
 */
export async function socialCommand(db: Kysely<Database>, args: string[], io: Output): Promise<void> {
  const { values, positionals } = parseArgs(args, {
    set: { type: 'string' },
    'client-id': { type: 'string' },
    'secret-env': { type: 'string' },
    'apple-team-id': { type: 'string' },
    'apple-key-id': { type: 'string' },
    remove: { type: 'string' },
  })
  if (positionals.length !== 1 || !positionals[0]) throw new CliUsageError(`Usage: portico-server ${shape}`)
  const id = positionals[0]
  await requireProject(db, id)
  if (values.set !== undefined && values.remove !== undefined) throw new CliUsageError('project social takes --set or --remove, not both')
  if (values.set !== undefined) {
    if (!values['client-id']) throw new CliUsageError('project social --set needs --client-id')
    await setSocialClient(db, id, { provider: values.set, clientId: values['client-id'], secretEnv: values['secret-env'], appleTeamId: values['apple-team-id'], appleKeyId: values['apple-key-id'] })
  } else if (values.remove !== undefined) {
    if (!(await removeSocialClient(db, id, values.remove))) throw new CliUsageError(`Project ${id} has no ${values.remove} client`)
  }
  const clients = await listSocialClients(db, id)
  if (clients.length === 0) return io.out('No social login clients. Add one: portico-server ' + shape.replace('ID', id))
  for (const client of clients) {
    const apple = client.appleTeamId ? `\tteam ${client.appleTeamId} key ${client.appleKeyId}` : ''
    io.out(`${client.provider}\t${client.clientId}\tsecret from $${client.secretEnv}${apple}`)
  }
}
