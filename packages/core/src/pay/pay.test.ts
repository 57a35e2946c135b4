import { describe, expect, it } from 'vitest'
import type { Adapter, SentPaymentSearch, TransactionOutcome } from '../adapter/types'
import {
  PayCancelledError,
  PayInProgressError,
  PayInsufficientBalanceError,
  PayInvalidAmountError,
  PayNetworkNotSupportedError,
  PayNotEnabledError,
  PayRecipientNotFoundError,
  PayUnsupportedAssetError,
} from './errors'
import { UserRejectedRequestError } from '../errors/wallet'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import type { Storage } from '../storage/types'
import { storageKeys } from '../storage/storageKeys'
import { connectedAddress, testAdapter, testMainnet } from '../testing/testAdapter'
import { createPortico } from '../kit/createPortico'

const token = '0x00000000000000000000000000000000000000c0'
const usd = `eip155:1/erc20:${token}` as const
const recipient = '0x00000000000000000000000000000000000000b0'

/**
 * Our Adapter interface around a ledger in memory: a token with 6 decimals, balances per address,
 * every transfer counted, receipts released by the test.
 */
function ledgerAdapter(balances: Record<string, bigint> = { [connectedAddress]: 10_000_000n }) {
  const transfers: { to: string; amount: bigint }[] = []
  const receipts = new Map<string, (outcome: TransactionOutcome) => void>()
  let refuse = false
  let hold = false
  /** Every time the wallet was asked to transfer, with the nonce the kit gave (if any). */
  const asked: (number | undefined)[] = []
  /** What the chain says of a payment asked for before a reload (see `findSentPayment`). */
  let search: SentPaymentSearch = { status: 'waiting' }
  const adapter: Adapter = {
    ...testAdapter(),
    getToken: async () => ({ name: 'Portico USD', symbol: 'PUSD', decimals: 6 }),
    getTokenBalance: async ({ address }) => balances[address] ?? 0n,
    transferToken: async ({ to, amount, nonce }) => {
      asked.push(nonce)
      // The wallet is still asking the visitor when the page reloads: no answer ever reaches it.
      if (hold) return new Promise<string>(() => undefined)
      if (refuse) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      transfers.push({ to, amount })
      return `0x${String(transfers.length).padStart(64, '0')}`
    },
    paymentCheckpoint: async () => ({ nonce: 3, block: '100' }),
    findSentPayment: async () => search,
    waitForTransaction: ({ hash }) => new Promise((resolve) => receipts.set(hash, resolve)),
  }
  return {
    adapter,
    transfers,
    asked,
    refuse: (value: boolean) => (refuse = value),
    hold: (value: boolean) => (hold = value),
    chainSays: (value: SentPaymentSearch) => (search = value),
    /** Mines the transaction: its receipt arrives. */
    mine: async (hash: string) => {
      await until(() => receipts.has(hash))
      receipts.get(hash)!({ status: 'success', blockNumber: 7n, blockHash: '0xb7' })
    },
  }
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(check()).toBe(true)
}

function kit(adapter: Adapter, { storage = createMemoryStorage(), pay = true }: { storage?: Storage; pay?: boolean } = {}) {
  return createPortico({ adapters: [adapter], networks: [testMainnet], storage, features: { pay } })
}

const request = { recipient, asset: usd, amount: '5' } as const

describe('pay', () => {
  it('needs the pay feature', async () => {
    await expect(kit(ledgerAdapter().adapter, { pay: false }).pay(request)).rejects.toBeInstanceOf(PayNotEnabledError)
  })

  it('refuses a bad request before showing anything', async () => {
    const portico = kit(ledgerAdapter().adapter)
    await expect(portico.pay({ ...request, asset: 'eip155:1/erc721:0x1' as never })).rejects.toBeInstanceOf(PayUnsupportedAssetError)
    await expect(portico.pay({ ...request, asset: `eip155:10/erc20:${token}` })).rejects.toBeInstanceOf(PayNetworkNotSupportedError)
    await expect(portico.pay({ ...request, amount: '0' })).rejects.toBeInstanceOf(PayInvalidAmountError)
    await expect(portico.pay({ ...request, amount: '1.0000001' })).rejects.toBeInstanceOf(PayInvalidAmountError)
    await expect(portico.pay({ ...request, recipient: 'not a name!' })).rejects.toBeInstanceOf(PayRecipientNotFoundError)
    expect(portico.stores.modal.getState().open).toBe(false)
  })

  it('opens the Pay view, sends once however often it is asked, and resolves with the receipt', async () => {
    const ledger = ledgerAdapter()
    const portico = kit(ledger.adapter)
    await portico.connect({ connectorId: 'io.metamask' })
    const paid = portico.pay(request)
    await until(() => portico.stores.pay.getState().status === 'ready')
    expect(portico.stores.router.current().view).toBe('Pay')
    expect(portico.stores.modal.getState().open).toBe(true)
    expect(portico.stores.pay.getState()).toMatchObject({
      recipient: { address: recipient, name: undefined },
      selected: usd,
      options: [{ symbol: 'PUSD', decimals: 6, value: 5_000_000n, balance: 10_000_000n }],
      error: undefined,
    })
    // The same payment asked again (a second click on the app's button) joins it.
    const again = portico.pay({ ...request, amount: '5.00' })
    await expect(portico.pay({ ...request, amount: '6' })).rejects.toBeInstanceOf(PayInProgressError)
    // A double click on Pay: the wallet is asked once.
    const first = portico.sendPayment()
    const second = portico.sendPayment()
    await until(() => portico.stores.pay.getState().status === 'confirming')
    expect(ledger.transfers).toEqual([{ to: recipient, amount: 5_000_000n }])
    const hash = portico.stores.pay.getState().hash!
    expect(portico.getPendingPayment()).toMatchObject({ hash, from: connectedAddress, to: recipient, value: '5000000' })
    await ledger.mine(hash)
    const payment = await paid
    expect(payment).toMatchObject({ hash, receipt: { status: 'success', blockNumber: 7n }, asset: usd, value: 5_000_000n, to: recipient })
    expect(await first).toEqual(payment)
    expect(await second).toEqual(payment)
    expect(await again).toEqual(payment)
    expect(portico.getPendingPayment()).toBeUndefined()
    expect(portico.stores.pay.getState().status).toBe('success')
    expect(ledger.transfers).toHaveLength(1)
  })

  it('after a reload mid-way, waits for the payment already sent instead of paying again', async () => {
    const storage = createMemoryStorage()
    const ledger = ledgerAdapter()
    const before = kit(ledger.adapter, { storage })
    await before.connect({ connectorId: 'io.metamask' })
    void before.pay(request)
    await until(() => before.stores.pay.getState().status === 'ready')
    void before.sendPayment()
    await until(() => before.stores.pay.getState().status === 'confirming')
    const hash = before.stores.pay.getState().hash!

    // The page reloads: a new kit on the same storage, asked for the same payment.
    const after = kit(ledger.adapter, { storage })
    const paid = after.pay(request)
    await until(() => after.stores.pay.getState().status === 'confirming')
    expect(after.stores.pay.getState().hash).toBe(hash)
    await ledger.mine(hash)
    await expect(paid).resolves.toMatchObject({ hash })
    expect(ledger.transfers).toHaveLength(1)
    expect(storage.getItem(storageKeys.pendingPayment)).toBeNull()
  })

  describe('a reload while the wallet is still asking', () => {
    /** A kit that asked the wallet (which never answers), then the reloaded kit on the same storage asked for the same payment. */
    async function reloadWhileAsking(ledger: ReturnType<typeof ledgerAdapter>) {
      const storage = createMemoryStorage()
      const before = kit(ledger.adapter, { storage })
      await before.connect({ connectorId: 'io.metamask' })
      void before.pay(request)
      await until(() => before.stores.pay.getState().status === 'ready')
      ledger.hold(true)
      void before.sendPayment()
      await until(() => ledger.asked.length === 1)
      expect(JSON.parse(storage.getItem(storageKeys.paymentAttempt)!)).toMatchObject({ from: connectedAddress, to: recipient, value: '5000000', checkpoint: { nonce: 3, block: '100' } })
      ledger.hold(false)
      const after = kit(ledger.adapter, { storage })
      await after.connect({ connectorId: 'io.metamask' })
      const paid = after.pay(request)
      return { after, paid, storage }
    }

    it('finds the payment on the chain and waits for it instead of asking again', async () => {
      const ledger = ledgerAdapter()
      const hash = `0x${'ab'.repeat(32)}`
      ledger.chainSays({ status: 'sent', hash })
      const { after, paid, storage } = await reloadWhileAsking(ledger)
      await until(() => after.stores.pay.getState().status === 'confirming')
      expect(after.stores.pay.getState().hash).toBe(hash)
      expect(storage.getItem(storageKeys.paymentAttempt)).toBeNull()
      await ledger.mine(hash)
      await expect(paid).resolves.toMatchObject({ hash, from: connectedAddress, to: recipient, value: 5_000_000n })
      expect(ledger.asked).toHaveLength(1)
    })

    it('says the wallet may still be asking; paying again gives the first request’s nonce, and a refusal keeps watching', async () => {
      const ledger = ledgerAdapter()
      const { after, paid, storage } = await reloadWhileAsking(ledger)
      await until(() => after.stores.pay.getState().status === 'walletAsked')
      ledger.refuse(true)
      await expect(after.sendPayment()).rejects.toBeInstanceOf(UserRejectedRequestError)
      expect(after.stores.pay.getState().status).toBe('walletAsked')
      expect(storage.getItem(storageKeys.paymentAttempt)).not.toBeNull()
      ledger.refuse(false)
      void after.sendPayment()
      await until(() => after.stores.pay.getState().status === 'confirming')
      expect(ledger.asked).toEqual([undefined, 3, 3])
      expect(storage.getItem(storageKeys.paymentAttempt)).toBeNull()
      await ledger.mine(after.stores.pay.getState().hash!)
      await expect(paid).resolves.toMatchObject({ value: 5_000_000n })
      expect(ledger.transfers).toHaveLength(1)
    })

    it('the nonce went to another transaction: nothing was sent, the visitor pays as usual', async () => {
      const ledger = ledgerAdapter()
      ledger.chainSays({ status: 'other' })
      const { after, storage } = await reloadWhileAsking(ledger)
      await until(() => after.stores.pay.getState().status === 'ready')
      expect(storage.getItem(storageKeys.paymentAttempt)).toBeNull()
      void after.sendPayment()
      await until(() => after.stores.pay.getState().status === 'confirming')
      expect(ledger.asked).toEqual([undefined, undefined])
    })

    it('Cancel forgets it', async () => {
      const ledger = ledgerAdapter()
      const { after, paid, storage } = await reloadWhileAsking(ledger)
      await until(() => after.stores.pay.getState().status === 'walletAsked')
      expect(await after.cancelPay()).toBe(true)
      await expect(paid).rejects.toBeInstanceOf(PayCancelledError)
      expect(storage.getItem(storageKeys.paymentAttempt)).toBeNull()
    })
  })

  it('says when the balance is short, sends nothing, and Cancel rejects with that as the cause', async () => {
    const ledger = ledgerAdapter({ [connectedAddress]: 1_000_000n })
    const portico = kit(ledger.adapter)
    await portico.connect({ connectorId: 'io.metamask' })
    const paid = portico.pay(request)
    await until(() => portico.stores.pay.getState().status === 'ready')
    expect(portico.stores.pay.getState().error).toBeInstanceOf(PayInsufficientBalanceError)
    await expect(portico.sendPayment()).rejects.toMatchObject({ shortMessage: 'Insufficient balance', required: 5_000_000n, available: 1_000_000n })
    expect(ledger.transfers).toEqual([])
    expect(await portico.cancelPay()).toBe(true)
    const error = await paid.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PayCancelledError)
    expect((error as PayCancelledError).shortMessage).toBe('Payment cancelled')
    expect((error as PayCancelledError).cause).toBeInstanceOf(PayInsufficientBalanceError)
    expect(portico.stores.pay.getState().status).toBe('idle')
    expect(portico.stores.modal.getState().open).toBe(false)
    expect(portico.stores.router.current().view).toBe('Account')
  })

  it('keeps the payment open after the wallet refuses, so the visitor can try again', async () => {
    const ledger = ledgerAdapter()
    const portico = kit(ledger.adapter)
    await portico.connect({ connectorId: 'io.metamask' })
    const paid = portico.pay(request)
    await until(() => portico.stores.pay.getState().status === 'ready')
    ledger.refuse(true)
    await expect(portico.sendPayment()).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(portico.stores.pay.getState()).toMatchObject({ status: 'ready', error: expect.any(UserRejectedRequestError) })
    ledger.refuse(false)
    void portico.sendPayment()
    await until(() => portico.stores.pay.getState().status === 'confirming')
    await ledger.mine(portico.stores.pay.getState().hash!)
    await expect(paid).resolves.toMatchObject({ value: 5_000_000n })
  })

  it('cancels when the modal closes before anything is sent', async () => {
    const portico = kit(ledgerAdapter().adapter)
    const paid = portico.pay(request)
    await until(() => portico.stores.pay.getState().status === 'ready')
    // Disconnected: nothing is read, the view offers to connect.
    expect(portico.stores.pay.getState().options[0]?.balance).toBeUndefined()
    portico.close()
    await expect(paid).rejects.toBeInstanceOf(PayCancelledError)
  })

  it('cancels when the last wallet disconnects before anything is sent, in an embedded form too', async () => {
    const portico = kit(ledgerAdapter().adapter)
    const unmount = portico.stores.modal.addEmbedded()
    await portico.connect({ connectorId: 'io.metamask' })
    const paid = portico.pay(request)
    await until(() => portico.stores.pay.getState().status === 'ready')
    await portico.disconnect()
    await expect(paid).rejects.toBeInstanceOf(PayCancelledError)
    expect(portico.stores.router.current().view).toBe('Connect')
    unmount()
  })

  it('shows in an embedded form instead of opening the modal when one is mounted', async () => {
    const portico = kit(ledgerAdapter().adapter)
    const unmount = portico.stores.modal.addEmbedded()
    void portico.pay(request).catch(() => undefined)
    await until(() => portico.stores.pay.getState().status === 'ready')
    expect(portico.stores.router.current().view).toBe('Pay')
    expect(portico.stores.modal.getState().open).toBe(false)
    unmount()
    expect(portico.stores.modal.getState().embedded).toBe(0)
  })
})
