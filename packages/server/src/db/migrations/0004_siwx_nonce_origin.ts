import type { Kysely } from 'kysely'

/** Sign-in nonces remember the origin that asked for them (the message's domain and URI must be its). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('siwx_nonces').addColumn('origin', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('siwx_nonces').dropColumn('origin').execute()
}
