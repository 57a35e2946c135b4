import { loadWallets } from '@portico/wallet-registry'
import { describe, expect, it } from 'vitest'
import { databaseKinds, useTestDatabase } from '../testing/databases.ts'
import { fixtureIcon, fixtureWallet, fixtureWallets } from '../testing/wallets.ts'
import { getWalletIcon, queryWallets } from './queryWallets.ts'
import { seedRegistryWallets, seedWallets } from './seedWallets.ts'

describe.each(databaseKinds)('seedWallets (%s)', (kind) => {
  const database = useTestDatabase(kind)

  it('stores the wallets, their chains and icons', async () => {
    const { db } = database.get()
    expect(await seedWallets(db, fixtureWallets(), { readIcon: fixtureIcon })).toBe(95)
    const metamask = await db.selectFrom('wallets').selectAll().where('id', '=', 'metamask').executeTakeFirstOrThrow()
    expect(metamask).toMatchObject({
      name: 'MetaMask',
      name_lower: 'metamask',
      rdns: 'io.metamask',
      chains: '["eip155:1","eip155:137"]',
      injected: '[{"namespace":"eip155","injected_id":"isMetaMask"}]',
      supports_wc: 1,
      sort_order: 1,
      icon_svg: fixtureIcon('metamask'),
    })
    const chains = await db.selectFrom('wallet_chains').selectAll().where('wallet_id', '=', 'metamask').orderBy('chain').execute()
    expect(chains.map((row) => row.chain)).toEqual(['eip155:1', 'eip155:137'])
  })

  it('upserts by id and removes wallets and chains no longer listed', async () => {
    const { db } = database.get()
    await seedWallets(db, fixtureWallets())
    await seedWallets(db, [
      fixtureWallet({ id: 'metamask', name: 'MetaMask 2', order: 7, chains: ['eip155:10'] }),
      fixtureWallet({ id: 'new-one', order: 1 }),
    ])
    const rows = await db.selectFrom('wallets').select(['id', 'name', 'sort_order']).orderBy('sort_order').execute()
    expect(rows).toEqual([
      { id: 'new-one', name: 'new-one', sort_order: 1 },
      { id: 'metamask', name: 'MetaMask 2', sort_order: 7 },
    ])
    const chains = await db.selectFrom('wallet_chains').selectAll().orderBy('wallet_id').orderBy('chain').execute()
    expect(chains).toEqual([
      { wallet_id: 'metamask', chain: 'eip155:10' },
      { wallet_id: 'new-one', chain: 'eip155:1' },
    ])
  })

  it('gives the same result when two instances seed at once', async () => {
    const wallets = fixtureWallets()
    await Promise.all([seedWallets(database.get().db, wallets), seedWallets(database.connectAgain().db, wallets)])
    const { count } = await queryWallets(database.get().db, { page: 1, entries: 1 })
    expect(count).toBe(95)
    const chainRows = await database.get().db.selectFrom('wallet_chains').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    expect(Number(chainRows.n)).toBe(wallets.reduce((sum, wallet) => sum + wallet.chains.length, 0))
  })

  it('seeds the real @portico/wallet-registry with its icons', async () => {
    const { db } = database.get()
    const registry = loadWallets()
    expect(registry.length).toBeGreaterThan(40)
    expect(await seedRegistryWallets(db)).toBe(registry.length)
    const { rows, count } = await queryWallets(db, { page: 1, entries: 100 })
    expect(count).toBe(registry.length)
    expect(rows.map((row) => row.id)).toEqual(registry.slice(0, 100).map((wallet) => wallet.id))
    const first = registry[0]!
    expect(await getWalletIcon(db, first.id)).toMatch(/^<svg[\s>]/)
  })
})
