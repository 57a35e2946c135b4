import { describe, expect, it } from 'vitest'
import { databaseKinds, useTestDatabase } from '../testing/databases.ts'
import { dialectOf } from './dialectOf.ts'
import { migrateToLatest, migrations } from './migrate.ts'

const tables = [
  'analytics_events',
  'embedded_challenges',
  'embedded_devices',
  'embedded_email_changes',
  'embedded_farcaster_logins',
  'embedded_identities',
  'embedded_logins',
  'embedded_passkey_challenges',
  'embedded_passkeys',
  'embedded_send_limits',
  'embedded_sessions',
  'embedded_social_clients',
  'embedded_social_logins',
  'embedded_users',
  'embedded_wallets',
  'indexer_addresses',
  'indexer_state',
  'leases',
  'names',
  'onramp_sandbox_checkouts',
  'pay_sandbox_exchange_payments',
  'paymaster_account_days',
  'paymaster_policies',
  'paymaster_reservations',
  'paymaster_sweeps',
  'project_rpc_methods',
  'projects',
  'rate_limits',
  'sender_nonces',
  'siwx_nonces',
  'siwx_sessions',
  'transfers',
  'wallet_chains',
  'wallets',
]

describe.each(databaseKinds)('migrateToLatest (%s)', (kind) => {
  const database = useTestDatabase(kind, { migrate: false })

  it('creates every table, and a second run does nothing', async () => {
    const { db, dialect } = database.get()
    expect(dialect).toBe(kind)
    expect(dialectOf(db)).toBe(kind)

    const results = await migrateToLatest(db)
    expect(results.map(({ migrationName, status }) => ({ migrationName, status }))).toEqual(
      Object.keys(migrations).map((migrationName) => ({ migrationName, status: 'Success' })),
    )
    const names = (await db.introspection.getTables()).map((table) => table.name).sort()
    expect(names).toEqual(tables)
    expect(await migrateToLatest(db)).toEqual([])
  })

  it('is safe to run from several instances at once', async () => {
    const instances = [database.connectAgain(), database.connectAgain(), database.connectAgain()]
    const results = await Promise.all(instances.map(({ db }) => migrateToLatest(db)))
    // Already migrated by the test above: nobody runs anything, nobody fails.
    expect(results.flat()).toEqual([])
  })
})

describe.each(databaseKinds)('concurrent first migration (%s)', (kind) => {
  const database = useTestDatabase(kind, { migrate: false })

  it('runs each migration exactly once when instances start together', async () => {
    const instances = [database.get(), database.connectAgain(), database.connectAgain()]
    const results = await Promise.all(instances.map(({ db }) => migrateToLatest(db)))
    const ran = results.flat().map((result) => result.migrationName)
    expect(ran.sort()).toEqual(Object.keys(migrations).sort())
    const names = (await database.get().db.introspection.getTables()).map((table) => table.name).sort()
    expect(names).toEqual(tables)
  })
})
