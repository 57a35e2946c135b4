import type { Kysely } from 'kysely'

/**
 * A stolen Farcaster channel (issue 35): each attempt keeps the hash of the poll secret the frame
 * made (its status refuses a poll without it), and each session says whether it came from a
 * Farcaster sign-in (`login_kind`), which cannot link another login.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('embedded_farcaster_logins').addColumn('poll_secret_hash', 'text').execute()
  await db.schema.alterTable('embedded_sessions').addColumn('login_kind', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('embedded_sessions').dropColumn('login_kind').execute()
  await db.schema.alterTable('embedded_farcaster_logins').dropColumn('poll_secret_hash').execute()
}
