import { describe, expect, it } from 'vitest'
import { databaseKinds, useTestDatabase } from '../../testing/databases.ts'
import { createSandboxExchangeStore, sandboxExchangePaymentTtlMs } from './sandboxExchangeStore.ts'

const values = {
  projectId: 'p',
  asset: 'eip155:31337/slip44:60',
  amount: '0.5',
  value: '500000000000000000',
  symbol: 'ETH',
  recipient: '0x1111111111111111111111111111111111111111',
  chainId: 31337,
}

describe.each(databaseKinds)('the Sandbox Exchange’s payments (%s)', (kind) => {
  const database = useTestDatabase(kind)
  const clock = { now: 1_700_000_000_000 }
  const store = (db = database.get().db) => createSandboxExchangeStore({ db, now: () => clock.now })

  it('keeps a payment where another instance on the same database finds it', async () => {
    const created = await store().create(values)
    expect(created).toMatchObject({ ...values, status: 'pending', signedIn: false, confirmed: false, txHash: null })
    expect(created.id).toMatch(/^[0-9a-f]{32}$/)
    expect(created.csrfToken).not.toBe(created.id)
    expect(await store(database.connectAgain().db).get(created.id)).toEqual(created)
  })

  it('is confirmed once, and only after signing in: of concurrent confirmations from several instances exactly one gets it', async () => {
    const { id } = await store().create(values)
    expect(await store().confirm(id)).toBeUndefined()
    await store().signIn(id)
    const instances = [store(), store(database.connectAgain().db), store(database.connectAgain().db)]
    const confirmed = await Promise.all(instances.flatMap((instance) => [instance.confirm(id), instance.confirm(id)]))
    expect(confirmed.filter(Boolean)).toHaveLength(1)
    // Confirmed, not yet sent: still pending, and too late to cancel.
    expect(await store().cancel(id)).toBe(false)
    expect((await store().get(id))?.status).toBe('pending')
    await store().sent(id, `0x${'ab'.repeat(32)}`)
    expect(await store().get(id)).toMatchObject({ status: 'confirmed', txHash: `0x${'ab'.repeat(32)}` })
  })

  it('races cancel against confirm: one wins, never both', async () => {
    const { id } = await store().create(values)
    await store().signIn(id)
    const [confirmed, cancelled] = await Promise.all([store(database.connectAgain().db).confirm(id), store().cancel(id)])
    expect(Boolean(confirmed) !== cancelled).toBe(true)
    expect((await store().get(id))?.status).toBe(cancelled ? 'cancelled' : 'pending')
  })

  it('expires unconfirmed; a failed send says so', async () => {
    const late = await store().create(values)
    const failing = await store().create(values)
    await store().signIn(failing.id)
    await store().confirm(failing.id)
    await store().failed(failing.id)
    clock.now += sandboxExchangePaymentTtlMs
    expect((await store().get(late.id))?.status).toBe('expired')
    await store().signIn(late.id)
    expect(await store().confirm(late.id)).toBeUndefined()
    expect((await store().get(failing.id))?.status).toBe('failed')
  })
})
