import { createMemoryStorage } from '@portico/core'
import { connect, createConfig, createStorage, http, injected } from '@wagmi/core'
import { mainnet } from 'viem/chains'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { forgetConnections } from './wagmiSide'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** An injected wallet that has let the site in (it answers without a prompt), and says what it was asked. */
function fakeWallet() {
  const requests: string[] = []
  const provider = {
    async request({ method }: { method: string }) {
      requests.push(method)
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [address]
      if (method === 'eth_chainId') return '0x1'
      if (method === 'wallet_requestPermissions') return [{ caveats: [{ value: [address] }] }]
      throw Object.assign(new Error('unsupported'), { code: 4200 })
    },
    on: () => undefined,
    removeListener: () => undefined,
  }
  return { provider, requests }
}

/** One visit of the page: a wagmi config over the storage the visits share (`ssr`: restored from it only when hydrated, as an app's may be). */
function visit(storage: ReturnType<typeof createMemoryStorage>, wallet: ReturnType<typeof fakeWallet>, ssr = false) {
  return createConfig({
    chains: [mainnet],
    transports: { [mainnet.id]: http('http://127.0.0.1:1') },
    connectors: [injected({ target: { id: 'fake', name: 'Fake Wallet', provider: wallet.provider as never } })],
    multiInjectedProviderDiscovery: false,
    storage: createStorage({ storage }),
    ssr,
  })
}

// wagmi's injected connector finds no provider outside a browser.
beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => vi.unstubAllGlobals())

test('reconnect off: the connections stored by the last visit are dropped, with the most recent wallet, and the wallet is not asked', async () => {
  const storage = createMemoryStorage()
  const wallet = fakeWallet()
  const first = visit(storage, wallet)
  await connect(first, { connector: first.connectors[0]! })
  expect(storage.getItem('wagmi.recentConnectorId')).toBe('"fake"')

  // The next visit, with reconnect off; the page's wagmi state is restored from storage when hydrated.
  const next = visit(storage, wallet, true)
  wallet.requests.length = 0
  await forgetConnections(next)
  expect([next.state.connections.size, next.state.status]).toEqual([0, 'disconnected'])
  expect(wallet.requests).toEqual([])
  expect(storage.getItem('wagmi.recentConnectorId')).toBeNull()
  expect(JSON.parse(storage.getItem('wagmi.store')!).state.connections.value).toEqual([])
})

test('reconnect off with connections already in the page’s wagmi state: dropped without calling their wallet, wagmi disconnected', async () => {
  const storage = createMemoryStorage()
  const wallet = fakeWallet()
  const config = visit(storage, wallet)
  await connect(config, { connector: config.connectors[0]! })
  wallet.requests.length = 0
  await forgetConnections(config)
  expect([config.state.connections.size, config.state.status, config.state.current]).toEqual([0, 'disconnected', null])
  expect(wallet.requests).toEqual([])
  expect(storage.getItem('wagmi.recentConnectorId')).toBeNull()
})
