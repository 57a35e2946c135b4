import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { Database } from '../../db/schema.ts'
import { socialIds, type SocialId } from '../../projects/features.ts'
import { badRequestFromZod } from '../../utils/badRequest.ts'

/** A project's OAuth client at one provider. The secret is read from the server's environment by name: it is never in the database or the browser. */
export type SocialClient = { provider: SocialId; clientId: string; secretEnv: string; appleTeamId?: string | undefined; appleKeyId?: string | undefined }

/** Apple's Team ID and Key ID: 10 upper-case letters or digits. */
const appleId = z.string().regex(/^[A-Z0-9]{10}$/, 'An Apple team or key id is 10 upper-case letters or digits')

const clientSchema = z.object({
  provider: z.enum(socialIds),
  clientId: z.string().trim().min(1).max(256).regex(/^[\x21-\x7e]+$/, 'A client id is printable ASCII without spaces'),
  secretEnv: z.string().regex(/^[A-Z][A-Z0-9_]{0,127}$/, 'The secret is named by an environment variable (A-Z, 0-9, _)'),
  appleTeamId: appleId.optional(),
  appleKeyId: appleId.optional(),
})
  .refine((client) => (client.provider === 'apple' ? Boolean(client.appleTeamId && client.appleKeyId) : !client.appleTeamId && !client.appleKeyId), {
    message: 'Apple needs its team id and key id (and only Apple takes them)',
    path: ['appleTeamId'],
  })

/** The environment variable a provider's client secret is read from unless the CLI names another: `PORTICO_GOOGLE_CLIENT_SECRET`. */
export const defaultSecretEnv = (provider: SocialId) => `PORTICO_${provider.toUpperCase()}_CLIENT_SECRET`

/**
 * Sets (or replaces) a project's client at a provider.
 *
 * @throws {BadRequestError} on an unknown provider, a bad client id or variable name.
 */
export async function setSocialClient(db: Kysely<Database>, projectId: string, client: { provider: string; clientId: string; secretEnv?: string | undefined; appleTeamId?: string | undefined; appleKeyId?: string | undefined }, now = Date.now()): Promise<SocialClient> {
  const parsed = clientSchema.safeParse({ ...client, secretEnv: client.secretEnv ?? (socialIds.includes(client.provider as SocialId) ? defaultSecretEnv(client.provider as SocialId) : 'X') })
  if (!parsed.success) throw badRequestFromZod(parsed.error, 'social client')
  const { provider, clientId, secretEnv } = parsed.data
  const apple = { apple_team_id: parsed.data.appleTeamId ?? null, apple_key_id: parsed.data.appleKeyId ?? null }
  await db
    .insertInto('embedded_social_clients')
    .values({ project_id: projectId, provider, client_id: clientId, secret_env: secretEnv, ...apple, created_at: now })
    .onConflict((oc) => oc.columns(['project_id', 'provider']).doUpdateSet({ client_id: clientId, secret_env: secretEnv, ...apple }))
    .execute()
  return parsed.data
}

/** Removes a project's client at a provider; true when there was one. */
export async function removeSocialClient(db: Kysely<Database>, projectId: string, provider: string): Promise<boolean> {
  const result = await db.deleteFrom('embedded_social_clients').where('project_id', '=', projectId).where('provider', '=', provider).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** A project's clients, in the spec's provider order. */
export async function listSocialClients(db: Kysely<Database>, projectId: string): Promise<SocialClient[]> {
  const rows = await db.selectFrom('embedded_social_clients').select(['provider', 'client_id', 'secret_env', 'apple_team_id', 'apple_key_id']).where('project_id', '=', projectId).execute()
  return rows
    .filter((row): row is typeof row & { provider: SocialId } => socialIds.includes(row.provider as SocialId))
    .sort((a, b) => socialIds.indexOf(a.provider) - socialIds.indexOf(b.provider))
    .map((row) => ({
      provider: row.provider,
      clientId: row.client_id,
      secretEnv: row.secret_env,
      ...(row.apple_team_id && row.apple_key_id ? { appleTeamId: row.apple_team_id, appleKeyId: row.apple_key_id } : {}),
    }))
}
