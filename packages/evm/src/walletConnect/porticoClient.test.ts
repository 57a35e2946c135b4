import { ConnectorChainsNotSupportedError, type ConnectionData } from '@portico/core'
import { type Devnet, defineDevnetChain, startDevnet } from '@portico/devnet'
import { createWalletConnectWallet, type WalletConnectWallet } from '@portico/test-wallet/walletConnect'
import { createDevRelay, type DevRelay } from '@portico/wc-relay'
import { createStorage } from '@wagmi/core'
import { createPublicClient, http, parseEther, verifyMessage, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import WebSocket from 'ws'
import { evmAdapter } from '../evmAdapter'
import { toCaipNetwork } from '../toCaipNetwork'
import { walletConnect } from './walletConnect'

// The connector with `client: 'portico'` (@portico/walletconnect) against walletkit 1.2.10, through the
// development relay and a real anvil: the same journeys as walletConnect.test.ts. Nothing leaves 127.0.0.1.
let devnet: Devnet
let relay: DevRelay
const outbound: string[] = []
const realFetch = globalThis.fetch
beforeAll(async () => {
  ;[devnet, relay] = await Promise.all([
    startDevnet({ chains: [{ chainId: 31337, port: 0 }, { chainId: 31338, port: 0 }] }),
    createDevRelay(),
  ])
  vi.stubGlobal('WebSocket', WebSocket) // Node 20 has none
  globalThis.fetch = vi.fn(async (input: any, init?: any) => {
    outbound.push(String(input instanceof Request ? input.url : input))
    return realFetch(input, init)
  }) as typeof fetch
}, 120_000)
afterAll(async () => {
  globalThis.fetch = realFetch
  vi.unstubAllGlobals()
  await relay?.close()
  await devnet?.stop()
})

let wallet: WalletConnectWallet | undefined
let cleanup: (() => void) | undefined
afterEach(async () => {
  cleanup?.()
  await wallet?.close()
})

function setup(chainIds: number[] = [31337, 31338]) {
  const chains = devnet.chains
    .filter((c) => chainIds.includes(c.chainId))
    .map((c) => defineDevnetChain({ chainId: c.chainId, name: c.name, rpcUrl: c.rpcUrl }))
  const evm = evmAdapter({
    chains: chains as [(typeof chains)[number], ...typeof chains],
    storage: createStorage({ storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} } }),
    connectors: [
      walletConnect({
        client: 'portico',
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

describe("evmAdapter with WalletConnect on Portico's own client", () => {
  test('connects by URI, signs, sends, switches, follows the wallet', async () => {
    const { evm, uris, changes, disconnected, chains } = setup()
    wallet = await createWalletConnectWallet({ relayUrl: relay.url, chains: walletChains() })
    const connecting = evm.connect({ connectorId: 'walletConnect', chainId: 31337 })
    await vi.waitFor(() => expect(uris).toHaveLength(1), 10_000)
    expect(uris[0]).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair(uris[0]!)
    expect(await connecting).toEqual({ connectorId: 'walletConnect', accounts: [wallet.address], chainId: 31337 })

    const message = 'hello from Portico'
    const signature = await evm.signMessage({ connectorId: 'walletConnect', address: wallet.address, message })
    expect(await verifyMessage({ address: wallet.address, message, signature: signature as Hex })).toBe(true)

    const hash = await evm.sendTransaction({
      connectorId: 'walletConnect',
      address: wallet.address,
      network: toCaipNetwork(chains[0]!),
      to: devnet.accounts[5]!,
      value: parseEther('0.001'),
    })
    const receipt = await createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) }).waitForTransactionReceipt({ hash: hash as Hex })
    expect(receipt.status).toBe('success')
    expect(receipt.from).toBe(wallet.address.toLowerCase())

    await evm.switchNetwork({ connectorId: 'walletConnect', network: toCaipNetwork(chains[1]!) })
    await vi.waitFor(() => expect(changes.at(-1)).toMatchObject({ connectorId: 'walletConnect', chainId: 31338 }))
    await wallet.switchChain(31337)
    await vi.waitFor(() => expect(changes.at(-1)).toMatchObject({ chainId: 31337 }))
    await wallet.setAccount(2)
    await vi.waitFor(() => expect(changes.at(-1)?.accounts).toEqual([wallet!.address]))

    await wallet.disconnect()
    await vi.waitFor(() => expect(disconnected).toEqual(['walletConnect']))
    expect(outbound.filter((url) => new URL(url).hostname !== '127.0.0.1')).toEqual([])
  })

  test('a rejected session fails the connect with code 5000, and a retry makes a new URI', async () => {
    const { evm, uris } = setup()
    wallet = await createWalletConnectWallet({ relayUrl: relay.url, chains: walletChains(), mode: 'reject' })
    const first = evm.connect({ connectorId: 'walletConnect' })
    await vi.waitFor(() => expect(uris).toHaveLength(1), 10_000)
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
    const { evm, uris } = setup([31337])
    wallet = await createWalletConnectWallet({ relayUrl: relay.url, chains: walletChains([31338]) })
    const connecting = evm.connect({ connectorId: 'walletConnect' })
    await vi.waitFor(() => expect(uris).toHaveLength(1), 10_000)
    await wallet.pair(uris[0]!)
    const error = await connecting.catch((e) => e)
    expect(error).toBeInstanceOf(ConnectorChainsNotSupportedError)
  })
})
