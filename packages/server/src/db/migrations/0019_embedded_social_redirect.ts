import type { Kysely } from 'kysely'

/**
 * Social logins, part 3 (issue 28): a login started in the same tab because the browser blocked the
 * popup keeps the host page's address to send the browser back to (`return_to`, checked against the
 * project's origins when the login starts; never taken from the provider's answer).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('embedded_social_logins').addColumn('return_to', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('embedded_social_logins').dropColumn('return_to').execute()
}
