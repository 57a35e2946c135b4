import { createProject, type ExchangePaymentStatus, type ExchangeProvider, type RunningServer, startServer } from '@portico/server'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Adapter, createMemoryStorage, createPortico, PayCancelledError, PayTransactionFailedError, type Storage, type TransactionOutcome } from '@portico/core'
import { storageKeys } from '@portico/core/internal'
import { testAdapter, testMainnet } from '../../core/src/testing/testAdapter'

// "Pay with an exchange" in the kit, against a real Portico server with an in-test exchange (no calls out).
const token = '0x00000000000000000000000000000000000000c0'
const request = { recipient: '0x00000000000000000000000000000000000000b0', asset: `eip155:1/erc20:${token}`, amount: '5' } as const
const payments = new Map<string, ExchangePaymentStatus & { asked: { asset: string; amount: string; recipient: string } }>()
const exchange: ExchangeProvider = {
  exchange: { id: 'in-test', name: 'In-test Exchange', imageUrl: null },
  supports: (asset) => asset.startsWith('eip155:1/'),
  async createPayment(asked) {
    const id = `p${payments.size + 1}`
    payments.set(id, { status: 'pending', txHash: null, asked })
    return { id, url: `https://exchange.example/pay/${id}` }
  },
  async getPaymentStatus(id) {
    const { status, txHash } = payments.get(id)!
    return { status, txHash }
  },
  async cancelPayment(id) {
    const payment = payments.get(id)!
    if (payment.status === 'pending' && payment.txHash === null && !confirmedAt.has(id)) payment.status = 'cancelled'
    return { status: payment.status, txHash: payment.txHash }
  },
}
/** Payments the visitor confirmed at the exchange, not yet sent (too late to cancel). */
const confirmedAt = new Set<string>()

let server: RunningServer
let dir: string
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portico-kit-exchange-'))
  server = await startServer({ port: 0, sqlitePath: join(dir, 'db.sqlite'), exchangeProviders: [exchange] })
  await createProject(server.db, { id: 'shop', name: 'Shop', features: { pay: true } })
}, 60_000)
afterAll(async () => {
  await server?.close()
  rmSync(dir, { recursive: true, force: true })
})

/** A wallet that is never asked (exchange payments do not need one); receipts released by the test. */
function chain() {
  const receipts = new Map<string, (outcome: TransactionOutcome) => void>()
  const adapter: Adapter = {
    ...testAdapter(),
    getToken: async () => ({ name: 'Portico USD', symbol: 'PUSD', decimals: 6 }),
    getTokenBalance: async () => 0n,
    waitForTransaction: ({ hash }) => new Promise((resolve) => receipts.set(hash, resolve)),
  }
  return {
    adapter,
    mine: async (hash: string) => {
      await until(() => receipts.has(hash))
      receipts.get(hash)!({ status: 'success', blockNumber: 7n, blockHash: '0xb7' })
    },
  }
}

async function until(check: () => boolean) {
  for (let i = 0; i < 2_000 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(check()).toBe(true)
}

async function kit(adapter: Adapter, storage: Storage = createMemoryStorage()) {
  const portico = createPortico({ adapters: [adapter], networks: [testMainnet], storage, serverUrl: server.url, projectId: 'shop', features: { pay: true } })
  await portico.ready
  return portico
}

/** Asks for the payment and waits until the Pay view lists the exchange. */
async function ask(portico: Awaited<ReturnType<typeof kit>>) {
  const paying = portico.pay(request)
  await until(() => portico.stores.pay.getState().exchanges?.length === 1)
  return { paying }
}

describe('pay with an exchange', () => {
  it('lists the exchange, starts the payment once for a double click, and resolves like a wallet payment once it is sent', async () => {
    const { adapter, mine } = chain()
    const portico = await kit(adapter)
    const { paying } = await ask(portico)
    expect(portico.stores.pay.getState().exchanges).toEqual([{ id: 'in-test', name: 'In-test Exchange', imageUrl: null }])
    const before = payments.size
    const [first, second] = await Promise.all([portico.payWithExchange({ exchange: 'in-test' }), portico.payWithExchange({ exchange: 'in-test' })])
    expect(first).toEqual(second)
    expect(payments.size).toBe(before + 1)
    const id = first.url.split('/').pop()!
    expect(payments.get(id)!.asked).toEqual({ asset: request.asset, amount: '5', recipient: '0x00000000000000000000000000000000000000B0' })
    expect(portico.stores.pay.getState()).toMatchObject({ status: 'exchange', exchange: { id, url: first.url } })
    // Pay with the wallet is not possible meanwhile: it joins the payment instead.
    void portico.sendPayment()

    const hash = `0x${'ab'.repeat(32)}`
    Object.assign(payments.get(id)!, { status: 'confirmed', txHash: hash })
    await until(() => portico.stores.pay.getState().status === 'confirming')
    await mine(hash)
    const payment = await paying
    expect(payment).toMatchObject({ hash, receipt: { status: 'success', blockNumber: 7n }, asset: request.asset, to: request.recipient, amount: '5', value: 5_000_000n })
    expect(portico.stores.pay.getState().status).toBe('success')
  })

  it('Cancel cancels it at the exchange and rejects with PayCancelledError; once confirmed there it is too late', async () => {
    const { adapter, mine } = chain()
    const portico = await kit(adapter)
    const { paying } = await ask(portico)
    const { url } = await portico.payWithExchange({ exchange: 'in-test' })
    const id = url.split('/').pop()!
    expect(await portico.cancelPay()).toBe(true)
    await expect(paying).rejects.toBeInstanceOf(PayCancelledError)
    expect(payments.get(id)!.status).toBe('cancelled')

    const { paying: again } = await ask(portico)
    const late = (await portico.payWithExchange({ exchange: 'in-test' })).url.split('/').pop()!
    confirmedAt.add(late)
    expect(await portico.cancelPay()).toBe(false)
    expect(portico.stores.pay.getState().status).toBe('exchange')
    Object.assign(payments.get(late)!, { status: 'confirmed', txHash: `0x${'cd'.repeat(32)}` })
    await mine(`0x${'cd'.repeat(32)}`)
    expect((await again).hash).toBe(`0x${'cd'.repeat(32)}`)
  })

  it('after a reload mid-way, asking again follows the payment started instead of starting another', async () => {
    const storage = createMemoryStorage()
    const before = await kit(chain().adapter, storage)
    await ask(before)
    const id = (await before.payWithExchange({ exchange: 'in-test' })).url.split('/').pop()!
    expect(JSON.parse(storage.getItem(storageKeys.pendingExchangePayment)!)).toMatchObject({ id, exchange: { id: 'in-test' } })
    const count = payments.size

    const { adapter, mine } = chain()
    const after = await kit(adapter, storage)
    const paying = after.pay(request)
    await until(() => after.stores.pay.getState().status === 'exchange')
    expect(after.stores.pay.getState().exchange?.id).toBe(id)
    Object.assign(payments.get(id)!, { status: 'confirmed', txHash: `0x${'ef'.repeat(32)}` })
    await mine(`0x${'ef'.repeat(32)}`)
    expect((await paying).hash).toBe(`0x${'ef'.repeat(32)}`)
    expect(payments.size).toBe(count)
    expect(storage.getItem(storageKeys.pendingExchangePayment)).toBeNull()
    expect(storage.getItem(storageKeys.pendingPayment)).toBeNull()
  })

  it('an exchange that could not send it rejects with PayTransactionFailedError; one cancelled there with PayCancelledError', async () => {
    const portico = await kit(chain().adapter)
    let { paying } = await ask(portico)
    let id = (await portico.payWithExchange({ exchange: 'in-test' })).url.split('/').pop()!
    payments.get(id)!.status = 'failed'
    await expect(paying).rejects.toBeInstanceOf(PayTransactionFailedError)
    ;({ paying } = await ask(portico))
    id = (await portico.payWithExchange({ exchange: 'in-test' })).url.split('/').pop()!
    payments.get(id)!.status = 'cancelled'
    await expect(paying).rejects.toBeInstanceOf(PayCancelledError)
  })
})
