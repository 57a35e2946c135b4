import { type Kysely, sql } from 'kysely'
import { dialectOf } from '../dialectOf.ts'

/** Projects, analytics events, rate-limit counters and the wallet list. */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres'

  await db.schema
    .createTable('projects')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('allowed_origins', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('features', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('analytics_events')
    .addColumn('id', postgres ? sql`bigserial` : 'integer', (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('project_id', 'text', (col) => col.notNull())
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('domain', 'text', (col) => col.notNull())
    .addColumn('client_timestamp', 'bigint', (col) => col.notNull())
    .addColumn('address', 'text')
    .addColumn('props', 'text', (col) => col.notNull())
    .addColumn('origin', 'text')
    .addColumn('sdk_type', 'text')
    .addColumn('sdk_version', 'text')
    .addColumn('received_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('analytics_events_project_event_id')
    .on('analytics_events')
    .columns(['project_id', 'event_id'])
    .unique()
    .execute()
  await db.schema
    .createIndex('analytics_events_project_received_at')
    .on('analytics_events')
    .columns(['project_id', 'received_at'])
    .execute()

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_start', 'bigint', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('wallets')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_lower', 'text', (col) => col.notNull())
    .addColumn('rdns', 'text')
    .addColumn('chains', 'text', (col) => col.notNull())
    .addColumn('namespaces', 'text', (col) => col.notNull())
    .addColumn('homepage', 'text')
    .addColumn('mobile_link', 'text')
    .addColumn('desktop_link', 'text')
    .addColumn('webapp_link', 'text')
    .addColumn('app_store', 'text')
    .addColumn('play_store', 'text')
    .addColumn('chrome_store', 'text')
    .addColumn('injected', 'text', (col) => col.notNull())
    .addColumn('supports_wc', 'integer', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('color', 'text')
    .addColumn('icon_svg', 'text')
    .execute()
  await db.schema.createIndex('wallets_sort_order').on('wallets').columns(['sort_order', 'id']).execute()
  await db.schema.createIndex('wallets_rdns').on('wallets').column('rdns').execute()

  await db.schema
    .createTable('wallet_chains')
    .addColumn('wallet_id', 'text', (col) => col.notNull())
    .addColumn('chain', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('wallet_chains_pk', ['wallet_id', 'chain'])
    .execute()
  await db.schema.createIndex('wallet_chains_chain').on('wallet_chains').column('chain').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['wallet_chains', 'wallets', 'rate_limits', 'analytics_events', 'projects']) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
