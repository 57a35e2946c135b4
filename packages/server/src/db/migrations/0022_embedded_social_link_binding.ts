import type { Kysely } from 'kysely'

/**
 * Linking a login, bound to its start (issue 35): the callback no longer links. It keeps the
 * identity the provider gave (`link_subject`, `link_username`, `link_avatar`) on the attempt, and
 * the finish links it only for the session that started (`link_session_id`) with the secret the
 * start handed that frame (`link_binding_hash`, its SHA-256; never in the provider's URL).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['link_session_id', 'link_binding_hash', 'link_subject', 'link_username', 'link_avatar']) {
    await db.schema.alterTable('embedded_social_logins').addColumn(column, 'text').execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['link_session_id', 'link_binding_hash', 'link_subject', 'link_username', 'link_avatar']) {
    await db.schema.alterTable('embedded_social_logins').dropColumn(column).execute()
  }
}
