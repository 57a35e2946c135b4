import type { AuthenticatorTransport, WebAuthnCredential } from '@simplewebauthn/server'
import type { Kysely, Selectable } from 'kysely'
import type { Database, EmbeddedPasskeysTable } from '../../db/schema.ts'
import { EmbeddedError } from '../errors.ts'

export type PasskeyRow = Selectable<EmbeddedPasskeysTable>

/** The user's passkeys (for `excludeCredentials` and a second-factor check's `allowCredentials`). */
export async function passkeysOf(db: Kysely<Database>, userId: string): Promise<PasskeyRow[]> {
  return db.selectFrom('embedded_passkeys').selectAll().where('user_id', '=', userId).orderBy('created_at').execute()
}

/** @throws {EmbeddedError} `embedded_passkey_unknown` when no passkey of this ID is registered here. */
export async function requirePasskey(db: Kysely<Database>, credentialId: string): Promise<PasskeyRow> {
  const row = await db.selectFrom('embedded_passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst()
  if (!row) throw new EmbeddedError('embedded_passkey_unknown', 'This passkey is not registered here')
  return row
}

/** The row as the library's credential. */
export function asCredential(row: PasskeyRow): WebAuthnCredential {
  return {
    id: row.credential_id,
    publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
    counter: Number(row.counter),
    transports: parseTransports(row.transports),
  }
}

export function parseTransports(json: string): AuthenticatorTransport[] {
  try {
    const list: unknown = JSON.parse(json)
    return Array.isArray(list) ? list.filter((item): item is AuthenticatorTransport => typeof item === 'string') : []
  } catch {
    return []
  }
}

/**
 * Keeps a used passkey's new counter and backup flag, only if its counter is still the one the
 * assertion was checked against: of two racing uses of one signature only one goes through.
 *
 * @throws {EmbeddedError} `embedded_passkey_refused` for the loser.
 */
export async function recordPasskeyUse(
  db: Kysely<Database>,
  row: PasskeyRow,
  use: { counter: number; backedUp: boolean; deviceType: string; now: number },
): Promise<void> {
  const moved = await db
    .updateTable('embedded_passkeys')
    .set({ counter: use.counter, backed_up: use.backedUp ? 1 : 0, device_type: use.deviceType, last_used_at: use.now })
    .where('credential_id', '=', row.credential_id)
    .where('counter', '=', row.counter)
    .where((eb) => (row.last_used_at === null ? eb('last_used_at', 'is', null) : eb('last_used_at', '=', row.last_used_at)))
    .returning('credential_id')
    .executeTakeFirst()
  if (!moved) throw new EmbeddedError('embedded_passkey_refused', 'The passkey could not be verified')
}
