import type { Kysely } from 'kysely'

/**
 * Social logins, part 4 (issue 28): the picture a social login's provider gave (an http(s) URL the
 * server checked, never markup), shown in the Account view beside the name; as the provider last said it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('embedded_identities').addColumn('avatar_url', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('embedded_identities').dropColumn('avatar_url').execute()
}
