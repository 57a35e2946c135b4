import { createDatabase } from '../src/db/createDatabase.ts'
import { migrateToLatest } from '../src/db/migrate.ts'
import { seedRegistryWallets } from '../src/wallets/seedWallets.ts'
import { queryWallets, toWalletJson } from '../src/wallets/queryWallets.ts'
import { startPostgres } from '../src/testing/postgres.ts'
const server = process.env.SQL ? undefined : await startPostgres()
const { db, destroy } = createDatabase(server ? { url: server.url } : { sqlitePath: '/tmp/p99/gc.sqlite' })
await migrateToLatest(db)
await seedRegistryWallets(db)
import pg from 'pg'
const raw = new pg.Pool({ connectionString: server?.url, max: 10, idleTimeoutMillis: 300000, keepAlive: true, application_name: 'portico-server', types: { getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === 20 || oid === 1700 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser } })
const t0 = performance.now()
for (let i = 0; i < 3000; i++) {
  if (process.env.KSQL) { const { sql } = await import('kysely'); await sql`select count(*) from wallets`.execute(db); const r = await sql`select id, name, rdns, chains, namespaces, homepage, mobile_link, desktop_link, webapp_link, app_store, play_store, chrome_store, injected, supports_wc, sort_order from wallets order by sort_order, id limit ${40} offset ${0}`.execute(db); JSON.stringify(r.rows) } else if (process.env.CONN) { const c1 = await raw.connect(); await c1.query('select count(*) from wallets'); c1.release(); const c2 = await raw.connect(); const r = await c2.query('select id, name, rdns, chains, namespaces, homepage, mobile_link, desktop_link, webapp_link, app_store, play_store, chrome_store, injected, supports_wc, sort_order from wallets order by sort_order, id limit $1 offset $2', [40, 0]); c2.release(); JSON.stringify(r.rows) } else if (process.env.RAW) { await raw.query('select count(*) from wallets'); const r = await raw.query('select id, name, rdns, chains, namespaces, homepage, mobile_link, desktop_link, webapp_link, app_store, play_store, chrome_store, injected, supports_wc, sort_order from wallets order by sort_order, id limit $1 offset $2', [40, 0]); JSON.stringify(r.rows) } else {
  const { rows } = await queryWallets(db, { page: 1, entries: 40 })
  JSON.stringify(rows.map((r) => toWalletJson(r, 'http://x'))) }
  await new Promise((r) => setTimeout(r, 10))
}
console.log('done', ((performance.now() - t0) / 1000).toFixed(1), 's')
await destroy(); await raw.end()
await server?.stop()
