import { createMemoryStorage, createPortico, WalletConnectConnectorNotFoundError } from '@portico/core'
import { type Devnet, defineDevnetChain, startDevnet } from '@portico/devnet'
import { createWalletConnectWallet } from '@portico/test-wallet/walletConnect'
import { createDevRelay, createLocalCore, type DevRelay } from '@portico/wc-relay'
import { createStorage } from '@wagmi/core'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { evmAdapter } from '../evmAdapter'
import { walletConnect } from './walletConnect'

// The kit with the EVM adapter's WalletConnect connector: pairing store, connection state, wallet events.
let devnet: Devnet
let relay: DevRelay
beforeAll(async () => {
  ;[devnet, relay] = await Promise.all([startDevnet({ chains: [{ chainId: 31337, port: 0 }, { chainId: 31338, port: 0 }] }), createDevRelay()])
}, 120_000)
afterAll(async () => {
  await relay?.close()
  await devnet?.stop()
})

function kit(withWalletConnect = true) {
  const chains = devnet.chains.map((c) => defineDevnetChain({ chainId: c.chainId, name: c.name, rpcUrl: c.rpcUrl }))
  const evm = evmAdapter({
    chains: chains as [(typeof chains)[number], ...typeof chains],
    storage: createStorage({ storage: createMemoryStorage() }),
    connectors: withWalletConnect
      ? [walletConnect({ projectId: 'p', relayUrl: relay.url, createCore: createLocalCore, storageOptions: { database: ':memory:' }, storagePrefix: `k${Math.random()}` })]
      : [],
  })
  return createPortico({ adapters: [evm], storage: createMemoryStorage() })
}

describe('kit with WalletConnect', () => {
  test('pairing URI in stores.pairing; connection state like an injected wallet; wallet events update it', async () => {
    const portico = kit()
    await portico.ready
    expect(portico.stores.connectors.getState().connectors.map((c) => c.type)).toContain('walletConnect')
    const wallet = await createWalletConnectWallet({
      relayUrl: relay.url,
      chains: devnet.chains.map((c) => ({ id: c.chainId, rpcUrl: c.rpcUrl })),
    })
    const connecting = portico.connectWalletConnect()
    // The first connect loads the WalletConnect client: more than waitFor's default second on a busy machine.
    await vi.waitFor(() => expect(portico.stores.pairing.getState().uri).toMatch(/^wc:/), 10_000)
    expect(portico.getAccount().status).toBe('connecting')
    await wallet.pair(portico.stores.pairing.getState().uri!)
    await connecting
    expect(portico.getAccount()).toMatchObject({ status: 'connected', address: wallet.address })
    expect(portico.stores.pairing.getState().uri).toBeUndefined()

    await wallet.switchChain(31338)
    await vi.waitFor(() => expect(portico.getAccount().network?.caipNetworkId).toBe('eip155:31338'))
    await wallet.setAccount(3)
    await vi.waitFor(() => expect(portico.getAccount().address).toBe(wallet.address))
    await wallet.disconnect()
    await vi.waitFor(() => expect(portico.getAccount().status).toBe('disconnected'))
    await wallet.close()
    portico.destroy()
  })

  test('without a WalletConnect connector: WalletConnectConnectorNotFoundError', async () => {
    const portico = kit(false)
    const error = await portico.connectWalletConnect().catch((e) => e)
    expect(error).toBeInstanceOf(WalletConnectConnectorNotFoundError)
    expect(error.shortMessage).toBe('WalletConnectConnector not found')
  })
})

describe('kit: leaving the WalletConnect view', () => {
  test('abandonWalletConnect clears the URI and the connecting status', async () => {
    const portico = kit()
    await portico.ready
    void portico.connectWalletConnect().catch(() => {})
    await vi.waitFor(() => expect(portico.stores.pairing.getState().uri).toMatch(/^wc:/), 10_000)
    expect(portico.getAccount().status).toBe('connecting')
    await portico.abandonWalletConnect()
    expect(portico.stores.pairing.getState().uri).toBeUndefined()
    expect(portico.getAccount().status).toBe('disconnected')
    portico.destroy()
  })
})
