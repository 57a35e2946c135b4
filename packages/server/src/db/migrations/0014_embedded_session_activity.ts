import type { Kysely } from 'kysely'

/**
 * When each embedded-wallet session was last used (the idle timeout, and the frame's list of the
 * wallet's sessions) and the browser it was made in (its User-Agent, cut to 200 characters, shown in
 * that list). Both null on sessions made before: the list shows their creation time instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('embedded_sessions').addColumn('last_seen_at', 'bigint').execute()
  await db.schema.alterTable('embedded_sessions').addColumn('user_agent', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('embedded_sessions').dropColumn('user_agent').execute()
  await db.schema.alterTable('embedded_sessions').dropColumn('last_seen_at').execute()
}
