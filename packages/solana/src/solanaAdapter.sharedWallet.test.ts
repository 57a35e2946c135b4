import { createMemoryStorage } from '@portico/core'
import { createMultichainTestWallet, type MultichainTestWallet } from '@portico/test-wallet'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardDisconnectFeature } from '@wallet-standard/features'
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { defineSolanaNetwork } from './networks'
import { solanaAdapter } from './solanaAdapter'

// A wallet that registers ONE Wallet Standard object for Solana and Bitcoin (Phantom, Backpack…):
// the adapter keeps to its Solana accounts. No chain needed: nothing is sent.

const icon = 'data:image/svg+xml;base64,PHN2Zy8+' as const
let wallet: Wallet
let controls: MultichainTestWallet
let unregister: () => void
/** The adapters' change listeners, to tell them what a wallet could say. */
const listeners: ((change: { accounts: readonly WalletAccount[] }) => void)[] = []

beforeAll(async () => {
  const made = await createMultichainTestWallet({ name: 'Both', icon, solana: { chains: [{ chain: 'solana:localnet', rpcUrl: 'http://127.0.0.1:9' }] } })
  ;({ wallet, controls } = made)
  const events = wallet.features['standard:events'] as { on(event: 'change', listener: (typeof listeners)[number]): () => void }
  const on = events.on
  ;(wallet.features as Record<string, unknown>)['standard:events'] = { version: '1.0.0', on: (event: 'change', listener: (typeof listeners)[number]) => (listeners.push(listener), on(event, listener)) }
  unregister = getWallets().register(wallet)
})
afterAll(() => unregister?.())
beforeEach(async () => {
  await controls.disconnect()
  await controls.solana.setAccount(0)
  await controls.bitcoin.setAccount(0)
})

const localnet = defineSolanaNetwork({ id: 'localnet', name: 'Solana Localnet', rpcUrl: 'http://127.0.0.1:9' })

function adapter() {
  const storage = createMemoryStorage()
  const solana = solanaAdapter({ networks: [localnet], storage })
  const events = { connectorsChanged: vi.fn(), connectionChanged: vi.fn(), disconnected: vi.fn() }
  const teardown = solana.setup(events)
  return { solana, events, storage, teardown }
}

test('the shared wallet is one solana connector, with its name and icon', () => {
  expect(adapter().solana.getConnectors()).toEqual([{ id: 'solana:Both', name: 'Both', type: 'injected', chainNamespace: 'solana', icon, installed: true }])
})

test('connect: the Solana account only, though the wallet shares its Bitcoin ones too', async () => {
  const { solana } = adapter()
  const connection = await solana.connect({ connectorId: 'solana:Both' })
  expect(connection).toEqual({ connectorId: 'solana:Both', accounts: [controls.solana.address], chainId: 'localnet' })
  expect(wallet.accounts).toHaveLength(3)
})

test('account changes: its own are followed; the Bitcoin side moving, or a change with Bitcoin accounts only, leaves it alone', async () => {
  const { solana, events } = adapter()
  await solana.connect({ connectorId: 'solana:Both' })
  await controls.bitcoin.setAccount(4)
  expect(events.connectionChanged).not.toHaveBeenCalled()
  const bitcoinOnly = wallet.accounts.filter((account) => account.chains.every((chain) => chain.startsWith('bitcoin:')))
  expect(bitcoinOnly).toHaveLength(2)
  for (const listener of listeners.slice()) listener({ accounts: bitcoinOnly })
  expect(events.connectionChanged).not.toHaveBeenCalled()
  expect(events.disconnected).not.toHaveBeenCalled()

  await controls.solana.setAccount(3)
  expect(events.connectionChanged).toHaveBeenCalledExactlyOnceWith({ connectorId: 'solana:Both', accounts: [controls.solana.accounts[3]], chainId: 'localnet' })
})

test('disconnect is wallet-wide (standard:disconnect): the Bitcoin side ends too; another namespace ending it is a disconnect here', async () => {
  const { solana, events } = adapter()
  await solana.connect({ connectorId: 'solana:Both' })
  await solana.disconnect({ connectorId: 'solana:Both' })
  expect([controls.solana.connected, controls.bitcoin.connected]).toEqual([false, false])
  expect(events.disconnected).not.toHaveBeenCalled()

  await solana.connect({ connectorId: 'solana:Both' })
  // The Bitcoin adapter disconnecting the same wallet object.
  await (wallet.features as StandardDisconnectFeature)['standard:disconnect'].disconnect()
  expect(events.disconnected).toHaveBeenCalledExactlyOnceWith('solana:Both')
})

test('reconnect on the next visit: the Solana account only, silently', async () => {
  const first = adapter()
  await first.solana.connect({ connectorId: 'solana:Both' })
  first.teardown()
  const solana = solanaAdapter({ networks: [localnet], storage: first.storage })
  const connects = controls.solana.requests.filter((entry) => entry.method === 'standard:connect').length
  expect(await solana.reconnect()).toEqual([{ connectorId: 'solana:Both', accounts: [controls.solana.address], chainId: 'localnet' }])
  expect(controls.solana.requests.filter((entry) => entry.method === 'standard:connect').slice(connects)).toEqual([expect.objectContaining({ params: { silent: true } })])
})
