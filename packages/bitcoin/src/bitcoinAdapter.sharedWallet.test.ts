import { createMemoryStorage } from '@portico/core'
import { createMultichainTestWallet, type MultichainTestWallet } from '@portico/test-wallet'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature } from '@wallet-standard/features'
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { bitcoinAdapter } from './bitcoinAdapter'
import { bitcoinSignet, defineBitcoinNetwork } from './networks'

// A wallet that registers ONE Wallet Standard object for Bitcoin and Solana (Xverse, Phantom…):
// the adapter keeps to its Bitcoin accounts.

const icon = 'data:image/svg+xml;base64,PHN2Zy8+' as const
const CONNECTOR = 'bip122:Both'
const signet = defineBitcoinNetwork({ id: String(bitcoinSignet.id), name: 'Bitcoin Signet', testnet: true })
let wallet: Wallet
let controls: MultichainTestWallet
let unregister: () => void
/** The adapters' change listeners, to tell them what a wallet could say. */
const listeners: ((change: { accounts: readonly WalletAccount[] }) => void)[] = []

beforeAll(async () => {
  ;({ wallet, controls } = await createMultichainTestWallet({ name: 'Both', icon, solana: { chains: [{ chain: 'solana:localnet', rpcUrl: 'http://127.0.0.1:9' }] } }))
  const { on } = wallet.features['standard:events'] as { on(event: 'change', listener: (typeof listeners)[number]): () => void }
  ;(wallet.features as Record<string, unknown>)['standard:events'] = { version: '1.0.0', on: (event: 'change', listener: (typeof listeners)[number]) => (listeners.push(listener), on(event, listener)) }
  unregister = getWallets().register(wallet)
})
afterAll(() => unregister?.())
beforeEach(async () => {
  await controls.disconnect()
  await controls.solana.setAccount(0)
  await controls.bitcoin.setAccount(0)
})

function adapter(storage = createMemoryStorage()) {
  const btc = bitcoinAdapter({ networks: [signet], storage })
  const events = { connectorsChanged: vi.fn(), connectionChanged: vi.fn(), disconnected: vi.fn() }
  const teardown = btc.setup(events)
  return { btc, events, storage, teardown }
}
const bitcoinAddresses = () => [controls.bitcoin.account.payment.address, controls.bitcoin.account.ordinal.address]

test('the shared wallet is one bip122 connector, with its name and icon', () => {
  expect(adapter().btc.getConnectors()).toEqual([{ id: CONNECTOR, name: 'Both', type: 'injected', chainNamespace: 'bip122', icon, installed: true }])
})

test('connect, with the Solana side connected first: the payment and ordinal accounts only', async () => {
  await (wallet.features as StandardConnectFeature)['standard:connect'].connect()
  const { btc } = adapter()
  expect(await btc.connect({ connectorId: CONNECTOR })).toEqual({ connectorId: CONNECTOR, accounts: bitcoinAddresses(), chainId: signet.id })
  expect(btc.getAccounts().map((account) => [account.type, account.address])).toEqual([
    ['payment', bitcoinAddresses()[0]],
    ['ordinal', bitcoinAddresses()[1]],
  ])
})

test('account changes: its own are followed; the Solana side moving, or a change with Solana accounts only, leaves it alone', async () => {
  const { btc, events } = adapter()
  await btc.connect({ connectorId: CONNECTOR })
  await controls.solana.setAccount(5)
  const solanaOnly = wallet.accounts.filter((account) => account.chains.every((chain) => chain.startsWith('solana:')))
  expect(solanaOnly.map((account) => account.address)).toEqual([controls.solana.accounts[5]])
  for (const listener of listeners.slice()) listener({ accounts: solanaOnly })
  expect(events.connectionChanged).not.toHaveBeenCalled()
  expect(events.disconnected).not.toHaveBeenCalled()

  await controls.bitcoin.setAccount(2)
  expect(events.connectionChanged).toHaveBeenCalledExactlyOnceWith({ connectorId: CONNECTOR, accounts: bitcoinAddresses(), chainId: signet.id })
  expect(btc.getAccounts().map((account) => account.address)).toEqual(bitcoinAddresses())
})

test('disconnect is wallet-wide (standard:disconnect): the Solana side ends too; another namespace ending it is a disconnect here', async () => {
  const { btc, events } = adapter()
  await btc.connect({ connectorId: CONNECTOR })
  expect(controls.solana.connected).toBe(true)
  await btc.disconnect({ connectorId: CONNECTOR })
  expect([controls.solana.connected, controls.bitcoin.connected]).toEqual([false, false])
  expect(events.disconnected).not.toHaveBeenCalled()

  await btc.connect({ connectorId: CONNECTOR })
  // The Solana adapter disconnecting the same wallet object.
  await (wallet.features as StandardDisconnectFeature)['standard:disconnect'].disconnect()
  expect(events.disconnected).toHaveBeenCalledExactlyOnceWith(CONNECTOR)
  expect(btc.getAccounts()).toEqual([])
})

test('reconnect on the next visit: the Bitcoin accounts the wallet shares, without a prompt', async () => {
  const first = adapter()
  await first.btc.connect({ connectorId: CONNECTOR })
  first.teardown()
  const btc = bitcoinAdapter({ networks: [signet], storage: first.storage })
  const asked = controls.bitcoin.requests.length
  expect(await btc.reconnect()).toEqual([{ connectorId: CONNECTOR, accounts: bitcoinAddresses(), chainId: signet.id }])
  expect(controls.bitcoin.requests).toHaveLength(asked)
})

test('reconnect on a fresh page, where the wallet shows no account until asked: a silent standard:connect, no prompt', async () => {
  const fresh = await createMultichainTestWallet({ name: 'Fresh', solana: { chains: [{ chain: 'solana:localnet', rpcUrl: 'http://127.0.0.1:9' }] } })
  const connect = (fresh.wallet.features as StandardConnectFeature)['standard:connect'].connect
  await connect() // the last visit
  // The page's copy of the wallet: no account shared until the page asks for them.
  let asked = false
  const features = { ...fresh.wallet.features, 'standard:connect': { version: '1.0.0', connect: (input?: { silent?: boolean }) => ((asked = true), connect(input)) } }
  const page = new Proxy(fresh.wallet, { get: (target, key, receiver) => (key === 'features' ? features : key === 'accounts' && !asked ? [] : Reflect.get(target, key, receiver)) })
  const off = getWallets().register(page)
  try {
    const storage = createMemoryStorage()
    storage.setItem('portico.bitcoin.connections', JSON.stringify(['bip122:Fresh']))
    const { payment, ordinal } = fresh.controls.bitcoin.account
    expect(await bitcoinAdapter({ networks: [signet], storage }).reconnect()).toEqual([{ connectorId: 'bip122:Fresh', accounts: [payment.address, ordinal.address], chainId: signet.id }])
    expect(fresh.controls.solana.requests.map((request) => request.params)).toEqual([{ silent: false }, { silent: true }])
    expect(fresh.controls.bitcoin.requests).toEqual([])

    // The wallet forgot the site: nothing comes back, and the connection is no longer remembered.
    await fresh.controls.disconnect()
    asked = false
    expect(await bitcoinAdapter({ networks: [signet], storage }).reconnect()).toEqual([])
    expect(storage.getItem('portico.bitcoin.connections')).toBeNull()
  } finally {
    off()
  }
})
