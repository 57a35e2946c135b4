import { ConnectorChainsNotSupportedError, type ConnectionData } from '@portico/core'
import { type Devnet, defineDevnetChain, startDevnet } from '@portico/devnet'
import { createWalletConnectWallet, type WalletConnectWallet } from '@portico/test-wallet/walletConnect'
import { createDevRelay, createLocalCore, type DevRelay } from '@portico/wc-relay'
import { createStorage } from '@wagmi/core'
import { createPublicClient, http, parseEther, verifyMessage, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import WebSocket from 'ws'
import { evmAdapter } from '../evmAdapter'
import { toCaipNetwork } from '../toCaipNetwork'
import { walletConnect } from './walletConnect'

// The EVM adapter's WalletConnect connector against walletkit 1.2.10, through the development relay and
// a real anvil, on each client it can run: the official one (universal-provider 2.21.8, the default) and
// Portico's own (`client: 'portico'`, @portico/walletconnect). Nothing may leave 127.0.0.1.
let devnet: Devnet
let relay: DevRelay
const outbound: string[] = []
const realFetch = globalThis.fetch
beforeAll(async () => {
  ;[devnet, relay] = await Promise.all([
    startDevnet({ chains: [{ chainId: 31337, port: 0 }, { chainId: 31338, port: 0 }] }),
    createDevRelay(),
  ])
  globalThis.fetch = vi.fn(async (input: any, init?: any) => {
    outbound.push(String(input instanceof Request ? input.url : input))
    return realFetch(input, init)
  }) as typeof fetch
}, 120_000)
afterAll(async () => {
  globalThis.fetch = realFetch
  await relay?.close()
  await devnet?.stop()
})

let wallet: WalletConnectWallet | undefined
let cleanup: (() => void) | undefined
afterEach(async () => {
  cleanup?.()
  await wallet?.close()
})

type Client = {
  name: string
  /** The client's own options of `walletConnect(...)`. */
  options: Partial<Parameters<typeof walletConnect>[0]>
  /** How long a URI may take to show after a connect (the first loads the client). */
  uriWaitMs: number | undefined
}

const clients: Client[] = [
  { name: 'the official client', options: { createCore: createLocalCore, storageOptions: { database: ':memory:' } }, uriWaitMs: undefined },
  { name: "Portico's own client", options: { client: 'portico' }, uriWaitMs: 10_000 },
]

function setup(client: Client, chainIds: number[] = [31337, 31338]) {
  const chains = devnet.chains
    .filter((c) => chainIds.includes(c.chainId))
    .map((c) => defineDevnetChain({ chainId: c.chainId, name: c.name, rpcUrl: c.rpcUrl }))
  const evm = evmAdapter({
    chains: chains as [(typeof chains)[number], ...typeof chains],
    storage: createStorage({ storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} } }),
    connectors: [
      walletConnect({
        ...client.options,
        projectId: 'portico-dev',
        relayUrl: relay.url,
        storagePrefix: `dapp-${Math.random()}`,
        metadata: { name: 'Portico test dapp', description: 'test', url: 'http://127.0.0.1', icons: [] },
      }),
    ],
  })
  const uris: string[] = []
  const changes: ConnectionData[] = []
  const disconnected: string[] = []
  cleanup = evm.setup({
    connectorsChanged: () => {},
    connectionChanged: (data) => changes.push(data),
    disconnected: (id) => disconnected.push(id),
    walletConnectUri: ({ uri }) => uris.push(uri),
  })
  return { evm, uris, changes, disconnected, chains }
}

const walletChains = (ids = [31337, 31338]) =>
  devnet.chains.filter((c) => ids.includes(c.chainId)).map((c) => ({ id: c.chainId, rpcUrl: c.rpcUrl }))

describe.each(clients)('evmAdapter with WalletConnect on $name', (client) => {
  if (client.options.client === 'portico') {
    // Portico's client speaks to the relay through the page's WebSocket, which Node 20 has not. Stubbed
    // for each test: vitest puts stubbed globals back before every test (unstubGlobals, vitest.config.ts).
    beforeEach(() => void vi.stubGlobal('WebSocket', WebSocket))
    afterAll(() => void vi.unstubAllGlobals())
  }

  test('lists a walletConnect connector; connects by URI, signs, sends, switches, follows the wallet', async () => {
    const { evm, uris, changes, disconnected, chains } = setup(client)
    await evm.getWagmiConfig()
    expect(evm.getConnectors().find((c) => c.id === 'walletConnect')).toMatchObject({
      type: 'walletConnect',
      installed: false,
      chainNamespace: 'eip155',
    })
    wallet = await createWalletConnectWallet({ relayUrl: relay.url, chains: walletChains() })
    const connecting = evm.connect({ connectorId: 'walletConnect', chainId: 31337 })
    // The first connect loads the WalletConnect client: more than waitFor's default second on a busy machine.
    await vi.waitFor(() => expect(uris).toHaveLength(1), 10_000)
    expect(uris[0]).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair(uris[0]!)
    const data = await connecting
    expect(data).toEqual({ connectorId: 'walletConnect', accounts: [wallet.address], chainId: 31337 })

    const message = 'hello from Portico'
    const signature = await evm.signMessage({ connectorId: 'walletConnect', address: wallet.address, message })
    expect(await verifyMessage({ address: wallet.address, message, signature: signature as Hex })).toBe(true)

    const network = toCaipNetwork(chains[0]!)
    const hash = await evm.sendTransaction({
      connectorId: 'walletConnect',
      address: wallet.address,
      network,
      to: devnet.accounts[5]!,
      value: parseEther('0.001'),
    })
    const receipt = await createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) }).waitForTransactionReceipt({
      hash: hash as Hex,
    })
    expect(receipt.status).toBe('success')
    expect(receipt.from).toBe(wallet.address.toLowerCase())

    // The dapp switches chain (approved in the session).
    await evm.switchNetwork({ connectorId: 'walletConnect', network: toCaipNetwork(chains[1]!) })
    await vi.waitFor(() => expect(changes.at(-1)).toMatchObject({ connectorId: 'walletConnect', chainId: 31338 }))

    // The wallet switches back, then changes account.
    await wallet.switchChain(31337)
    await vi.waitFor(() => expect(changes.at(-1)).toMatchObject({ chainId: 31337 }))
    await wallet.setAccount(2)
    await vi.waitFor(() => expect(changes.at(-1)?.accounts).toEqual([wallet!.address]))

    // The wallet disconnects: the adapter reports it.
    await wallet.disconnect()
    await vi.waitFor(() => expect(disconnected).toEqual(['walletConnect']))
    expect(outbound.filter((url) => new URL(url).hostname !== '127.0.0.1')).toEqual([])
  })

  test('a rejected session fails the connect with code 5000, and a retry makes a new URI', async () => {
    const { evm, uris } = setup(client)
    wallet = await createWalletConnectWallet({ relayUrl: relay.url, chains: walletChains(), mode: 'reject' })
    const first = evm.connect({ connectorId: 'walletConnect' })
    await vi.waitFor(() => expect(uris).toHaveLength(1), client.uriWaitMs)
    await wallet.pair(uris[0]!)
    await expect(first).rejects.toMatchObject({ code: 5000 })

    wallet.setMode('approve')
    const second = evm.connect({ connectorId: 'walletConnect' })
    await vi.waitFor(() => expect(uris).toHaveLength(2))
    expect(uris[1]).not.toBe(uris[0])
    await wallet.pair(uris[1]!)
    await expect(second).resolves.toMatchObject({ accounts: [wallet.address] })
  })

  test('a wallet that approves none of the app chains: ConnectorChainsNotSupportedError', async () => {
    const { evm, uris } = setup(client, [31337])
    wallet = await createWalletConnectWallet({ relayUrl: relay.url, chains: walletChains([31338]) })
    const connecting = evm.connect({ connectorId: 'walletConnect' })
    await vi.waitFor(() => expect(uris).toHaveLength(1), client.uriWaitMs)
    await wallet.pair(uris[0]!)
    const error = await connecting.catch((e) => e)
    expect(error).toBeInstanceOf(ConnectorChainsNotSupportedError)
    expect(error.shortMessage).toBe('The connector does not support any of the requested chains')
  })
})
