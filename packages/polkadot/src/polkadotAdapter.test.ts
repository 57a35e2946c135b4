import { type CaipNetwork, createMemoryStorage, createPortico, AdapterMethodNotSupportedError, NetworkOutsideAdapterError, UserRejectedRequestError } from '@portico/core'
import { createPolkadotTestWallet, type PolkadotTestWallet } from '@portico/test-wallet'
import { beforeEach, expect, test } from 'vitest'
import { westend } from './networks'
import { polkadotAdapter } from './polkadotAdapter'
import { verifyPolkadotMessage } from './verify'

// The adapter through the kit, with the test wallet's injectedWeb3 extension (the same one the
// browser gets) handed in as the `window` it reads.

let wallet: PolkadotTestWallet
let window: { injectedWeb3: Record<string, unknown> }
const connectorId = 'polkadot:portico-test-wallet'

beforeEach(async () => {
  ;({ window, controls: wallet } = await createPolkadotTestWallet())
})

function kit(storage = createMemoryStorage()) {
  const polkadot = polkadotAdapter({ networks: [westend], storage, window: window as never, appName: 'Portico tests' })
  return { portico: createPortico({ adapters: [polkadot], storage: createMemoryStorage() }), polkadot }
}

test('lists the injected extension as a polkadot connector', () => {
  const { portico } = kit()
  expect(portico.stores.connectors.getState().connectors).toEqual([
    { id: connectorId, name: 'portico-test-wallet', type: 'injected', chainNamespace: 'polkadot', installed: true },
  ])
})

test('connect (enable, asked once), an eoa on Westend, sign a message the extension way, verified', async () => {
  const { portico } = kit()
  await portico.ready
  await portico.connect({ connectorId })
  expect(portico.getAccount()).toMatchObject({ chainNamespace: 'polkadot', address: wallet.address, status: 'connected', preferredAccountType: 'eoa' })
  expect(portico.getAccount().caipAddress).toBe(`${westend.caipNetworkId}:${wallet.address}`)
  expect(wallet.requests[0]).toMatchObject({ method: 'enable', params: { originName: 'Portico tests' }, outcome: 'success' })

  const signature = await portico.signMessage({ message: 'Hello from Portico' })
  expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
  expect(await verifyPolkadotMessage({ address: wallet.address, message: 'Hello from Portico', signature })).toBe(true)
  expect(await verifyPolkadotMessage({ address: wallet.address, message: 'Hello from Portico!', signature })).toBe(false)
  expect(await verifyPolkadotMessage({ address: wallet.accounts[1]!, message: 'Hello from Portico', signature })).toBe(false)
  expect(await verifyPolkadotMessage({ address: 'not an address', message: 'Hello from Portico', signature })).toBe(false)
  // What went to the extension: the text's bytes as hex, type bytes.
  expect(wallet.requests.at(-1)).toMatchObject({ method: 'signRaw', params: { address: wallet.address, data: '0x48656c6c6f2066726f6d20506f727469636f', type: 'bytes' } })
})

test('ed25519 keys verify too', async () => {
  ;({ window, controls: wallet } = await createPolkadotTestWallet({ keyType: 'ed25519', accountIndex: 2 }))
  const { portico } = kit()
  await portico.ready
  await portico.connect({ connectorId })
  const signature = await portico.signMessage({ message: 'ed' })
  expect(await verifyPolkadotMessage({ address: wallet.address, message: 'ed', signature })).toBe(true)
})

test('a rejected enable or signature is UserRejectedRequestError; sending is not supported here', async () => {
  const { portico } = kit()
  await portico.ready
  wallet.setMode('reject')
  await expect(portico.connect({ connectorId })).rejects.toThrow(UserRejectedRequestError)
  expect(portico.getAccount('polkadot').status).toBe('disconnected')
  wallet.setMode('approve')
  await portico.connect({ connectorId })
  wallet.setMode('reject')
  await expect(portico.signMessage({ message: 'no' })).rejects.toThrow(UserRejectedRequestError)
  wallet.setMode('approve')
  // The kit passes the adapter's 'not supported' on as it is.
  await expect(portico.sendTransaction({ to: wallet.accounts[1]!, value: 1n })).rejects.toBeInstanceOf(AdapterMethodNotSupportedError)
})

test('reconnects on the next visit; account changes follow; an EVM network is not its chain; the wallet withdrawing disconnects', async () => {
  const storage = createMemoryStorage()
  const first = kit(storage)
  await first.portico.ready
  await first.portico.connect({ connectorId })
  first.portico.destroy()

  const { portico, polkadot } = kit(storage)
  await portico.ready
  expect(portico.getAccount('polkadot')).toMatchObject({ status: 'connected', address: wallet.address })

  await wallet.setAccount(3)
  expect(portico.getAccount('polkadot').address).toBe(wallet.accounts[3])
  const signature = await portico.signMessage({ message: 'after the change' })
  expect(await verifyPolkadotMessage({ address: wallet.accounts[3]!, message: 'after the change', signature })).toBe(true)

  const ethereum: CaipNetwork = { ...westend, id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum' }
  await expect(polkadot.switchNetwork({ connectorId, network: ethereum })).rejects.toThrow(NetworkOutsideAdapterError)

  await wallet.disconnect()
  expect(portico.getAccount('polkadot').status).toBe('disconnected')
})

test('a page without extensions lists none; an unknown connector is not found', async () => {
  const adapter = polkadotAdapter({ window: {}, storage: createMemoryStorage() })
  expect(adapter.getConnectors()).toEqual([])
  await expect(adapter.connect({ connectorId })).rejects.toThrow('Connector "polkadot:portico-test-wallet" not found')
})
