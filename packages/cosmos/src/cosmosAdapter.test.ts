import { type CaipNetwork, AdapterMethodNotSupportedError, createMemoryStorage, createPortico, NetworkOutsideAdapterError, UserRejectedRequestError } from '@portico/core'
import { type CosmosTestWallet, createCosmosTestWallet } from '@portico/test-wallet'
import { beforeEach, expect, test } from 'vitest'
import { cosmosAdapter } from './cosmosAdapter'
import { cosmoshub, osmosis } from './networks'
import { verifyCosmosMessage } from './verify'

// The adapter through the kit, with the test wallet's Keplr interface (the same one the browser
// gets) on the `window` it reads.

let wallet: CosmosTestWallet
let window: EventTarget & Record<string, unknown>
const chains = [
  { chainId: 'cosmoshub-4', bech32Prefix: 'cosmos' },
  { chainId: 'osmosis-1', bech32Prefix: 'osmo' },
]

beforeEach(async () => {
  ;({ window, controls: wallet } = await createCosmosTestWallet({ chains }))
})

function kit(storage = createMemoryStorage()) {
  const cosmos = cosmosAdapter({ storage, window })
  return { portico: createPortico({ adapters: [cosmos], storage: createMemoryStorage() }), cosmos }
}

test('lists the wallets offering the interface (Keplr here, not Leap)', () => {
  const { portico } = kit()
  expect(portico.stores.connectors.getState().connectors).toEqual([
    { id: 'cosmos:keplr', name: 'Keplr', type: 'injected', chainNamespace: 'cosmos', icon: undefined, installed: true },
  ])
})

test('connect on the Cosmos Hub (enable, getKey), sign a message as ADR-036, verified with CosmJS', async () => {
  const { portico } = kit()
  await portico.ready
  await portico.connect({ connectorId: 'cosmos:keplr' })
  const address = wallet.addressOn('cosmoshub-4')
  expect(address).toMatch(/^cosmos1[02-9ac-hj-np-z]{38}$/)
  expect(portico.getAccount()).toMatchObject({ chainNamespace: 'cosmos', address, status: 'connected' })
  expect(portico.getAccount().caipAddress).toBe(`cosmos:cosmoshub-4:${address}`)
  expect(wallet.enabledChains).toEqual(['cosmoshub-4'])

  const signature = await portico.signMessage({ message: 'Hello from Portico' })
  expect(verifyCosmosMessage({ address, message: 'Hello from Portico', signature })).toBe(true)
  expect(verifyCosmosMessage({ address, message: 'Hello from Portico', signature, pubKey: wallet.publicKey })).toBe(true)
  expect(verifyCosmosMessage({ address, message: 'Hello from Portico!', signature })).toBe(false)
  expect(verifyCosmosMessage({ address: wallet.accountsOn('cosmoshub-4')[1]!, message: 'Hello from Portico', signature })).toBe(false)
  expect(verifyCosmosMessage({ address, message: 'Hello from Portico', signature: 'bm90IGEgc2lnbmF0dXJl' })).toBe(false)
  expect(verifyCosmosMessage({ address: 'nope', message: 'Hello from Portico', signature })).toBe(false)
  // The doc the wallet signed is the ADR-036 one.
  const request = wallet.requests.at(-1)!
  expect(request).toMatchObject({ method: 'signArbitrary', params: { chainId: 'cosmoshub-4', signer: address, data: 'Hello from Portico' } })
  expect(JSON.parse((request.result as { signDoc: string }).signDoc)).toEqual({
    account_number: '0',
    chain_id: '',
    fee: { amount: [], gas: '0' },
    memo: '',
    msgs: [{ type: 'sign/MsgSignData', value: { data: Buffer.from('Hello from Portico').toString('base64'), signer: address } }],
    sequence: '0',
  })
})

test('switching to Osmosis enables it and the account becomes the osmo one (same key)', async () => {
  const { portico } = kit()
  await portico.ready
  await portico.connect({ connectorId: 'cosmos:keplr' })
  await portico.switchNetwork({ caipNetworkId: osmosis.caipNetworkId })
  const address = wallet.addressOn('osmosis-1')
  expect(portico.getAccount()).toMatchObject({ address, status: 'connected' })
  expect(portico.getAccount().network?.caipNetworkId).toBe('cosmos:osmosis-1')
  const signature = await portico.signMessage({ message: 'on osmosis' })
  expect(verifyCosmosMessage({ address, message: 'on osmosis', signature })).toBe(true)
})

test('a rejected enable or signature is UserRejectedRequestError; sending is not supported here', async () => {
  const { portico } = kit()
  await portico.ready
  wallet.setMode('reject')
  await expect(portico.connect({ connectorId: 'cosmos:keplr' })).rejects.toThrow(UserRejectedRequestError)
  wallet.setMode('approve')
  await portico.connect({ connectorId: 'cosmos:keplr' })
  wallet.setMode('reject')
  await expect(portico.signMessage({ message: 'no' })).rejects.toThrow(UserRejectedRequestError)
  wallet.setMode('approve')
  await expect(portico.sendTransaction({ to: wallet.addressOn('cosmoshub-4'), value: 1n })).rejects.toBeInstanceOf(AdapterMethodNotSupportedError)
})

test('reconnects on the next visit; account changes follow; an EVM network is not its chain; the wallet withdrawing disconnects', async () => {
  const storage = createMemoryStorage()
  const first = kit(storage)
  await first.portico.ready
  await first.portico.connect({ connectorId: 'cosmos:keplr' })
  first.portico.destroy()

  const { portico, cosmos } = kit(storage)
  await portico.ready
  expect(portico.getAccount('cosmos')).toMatchObject({ status: 'connected', address: wallet.addressOn('cosmoshub-4') })

  await wallet.setAccount(2)
  await expect.poll(() => portico.getAccount('cosmos').address).toBe(wallet.accountsOn('cosmoshub-4')[2])

  const ethereum: CaipNetwork = { ...cosmoshub, id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum' }
  await expect(cosmos.switchNetwork({ connectorId: 'cosmos:keplr', network: ethereum })).rejects.toThrow(NetworkOutsideAdapterError)

  await wallet.disconnect()
  await expect.poll(() => portico.getAccount('cosmos').status).toBe('disconnected')
})
