import type { Kysely } from 'kysely'

/**
 * The passkey send limit (issue 40): per wallet (its user), the native value above which a send needs
 * an assertion of the wallet's passkey. In the database, so every instance on one Postgres enforces
 * the same limit; the row goes with the wallet's last passkey.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('embedded_send_limits')
    .addColumn('user_id', 'text', (col) => col.primaryKey())
    .addColumn('limit_wei', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('embedded_send_limits').ifExists().execute()
}
