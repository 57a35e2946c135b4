import { describe, expect, it } from 'vitest'
import { databaseKinds, useTestDatabase } from '../../testing/databases.ts'
import type { OnrampQuote } from '../types.ts'
import { createSandboxCheckoutStore, sandboxCheckoutTtlMs } from './checkoutStore.ts'

const quote: OnrampQuote = {
  provider: 'Devnet sandbox',
  fiatCurrency: 'USD',
  fiatAmount: '100.00',
  usdAmount: 100,
  paymentMethod: 'card',
  cryptoCurrency: { symbol: 'ETH', network: 'eip155:31337', address: 'native' },
  cryptoAmount: '32833333000000000',
  fee: { amount: '1.50', percent: 1.5 },
}
const address = '0x1111111111111111111111111111111111111111'

describe.each(databaseKinds)('the sandbox checkout store (%s)', (kind) => {
  const database = useTestDatabase(kind)
  const clock = { now: 1_700_000_000_000 }
  const store = (db = database.get().db) => createSandboxCheckoutStore({ db, now: () => clock.now })

  it('keeps a checkout where another instance on the same database finds it, quote and all', async () => {
    const created = await store().create({ quote, address, chainId: 31337 })
    expect(created.id).toMatch(/^[0-9a-f]{32}$/)
    expect(created.csrfToken).toMatch(/^[0-9a-f]{32}$/)
    expect(created.csrfToken).not.toBe(created.id)
    const other = store(database.connectAgain().db)
    expect(await other.get(created.id)).toEqual(created)
  })

  it('is spent once: of concurrent takes from several instances exactly one gets it, then nobody finds it', async () => {
    const { id } = await store().create({ quote, address, chainId: 31337 })
    const instances = [store(), store(database.connectAgain().db), store(database.connectAgain().db)]
    const taken = await Promise.all(instances.flatMap((instance) => [instance.take(id), instance.take(id)]))
    expect(taken.filter(Boolean)).toHaveLength(1)
    expect(taken.find(Boolean)).toMatchObject({ id, quote, address, chainId: 31337 })
    expect(await store().get(id)).toBeUndefined()
    expect(await store().take(id)).toBeUndefined()
  })

  it('expires after its time, and expired checkouts are deleted when the next one is made', async () => {
    const { id } = await store().create({ quote, address, chainId: 31337 })
    clock.now += sandboxCheckoutTtlMs
    expect(await store().get(id)).toBeUndefined()
    expect(await store().take(id)).toBeUndefined()
    await store().create({ quote, address, chainId: 31337 })
    const ids = (await database.get().db.selectFrom('onramp_sandbox_checkouts').select('id').execute()).map((row) => row.id)
    expect(ids).not.toContain(id)
    expect(ids).toHaveLength(1)
  })
})
