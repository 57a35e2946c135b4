import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { passkeysOf } from './passkeyCredentials.ts'
import { readSendLimit } from './sendLimit.ts'

/** The wallet's passkeys as the frame lists them (oldest first, each with its name or null), and its send limit (wei, decimal) or null. */
export async function passkeyListing(db: Kysely<Database>, userId: string) {
  const [rows, limit] = await Promise.all([passkeysOf(db, userId), readSendLimit(db, userId)])
  return {
    passkeys: rows.map((row) => ({
      id: row.credential_id,
      name: row.name,
      createdAt: new Date(Number(row.created_at)).toISOString(),
      lastUsedAt: row.last_used_at === null ? null : new Date(Number(row.last_used_at)).toISOString(),
      backedUp: row.backed_up === 1,
      deviceType: row.device_type,
    })),
    sendLimit: limit === null ? null : limit.toString(),
  }
}
