import type { Kysely } from 'kysely'

/**
 * Social logins, part 2 (issue 28): Apple's client secret is a JWT signed under the team's key, so a
 * project's Apple client names its team and key (`apple_team_id`, `apple_key_id`); and a login
 * attempt may be a logged-in person linking another login to their wallet (`link_user_id`), not
 * a sign-in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('embedded_social_clients').addColumn('apple_team_id', 'text').execute()
  await db.schema.alterTable('embedded_social_clients').addColumn('apple_key_id', 'text').execute()
  await db.schema.alterTable('embedded_social_logins').addColumn('link_user_id', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('embedded_social_logins').dropColumn('link_user_id').execute()
  await db.schema.alterTable('embedded_social_clients').dropColumn('apple_key_id').execute()
  await db.schema.alterTable('embedded_social_clients').dropColumn('apple_team_id').execute()
}
