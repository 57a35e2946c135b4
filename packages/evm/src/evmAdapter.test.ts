import { createMemoryStorage, createPortico, type ConnectionStatus } from '@portico/core'
import { type Devnet, defineDevnetChain, startDevnet } from '@portico/devnet'
import { createConfig, createStorage, getAccount, http as wagmiHttp, mock } from '@wagmi/core'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { evmAdapter } from './evmAdapter'
import { walletConnect } from './walletConnect/walletConnect'

// The WalletConnect client module, replaced by a stand-in that counts its loads (no relay here;
// walletConnect/*.test.ts run the real client).
const walletConnectClient = vi.hoisted(() => ({ loads: 0 }))
vi.mock('./walletConnect/loadProvider', () => {
  walletConnectClient.loads++
  return {
    loadProvider: async () => ({ session: undefined, on: () => undefined, request: async () => '0x7a69' }),
    accountsOf: () => [],
    toAddresses: (accounts: string[]) => accounts,
  }
})

// The kit and the EVM adapter together, in Node, against a real anvil. wagmi's `mock` connector is
// a real EIP-1193 connector that forwards to the chain (anvil's unlocked accounts sign).
let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ chains: [{ chainId: 31337, port: 0 }, { chainId: 31338, port: 0 }] })
})
afterAll(() => devnet.stop())

function setup(options: { enableReconnect?: boolean; wagmiStorage?: ReturnType<typeof createStorage> } = {}) {
  const chains = devnet.chains.map((c) => defineDevnetChain({ chainId: c.chainId, name: c.name, rpcUrl: c.rpcUrl }))
  const evm = evmAdapter({
    chains: chains as [typeof chains[number], ...typeof chains],
    connectors: [mock({ accounts: [devnet.accounts[0]!, devnet.accounts[1]!], features: { reconnect: true } })],
    storage: options.wagmiStorage ?? createStorage({ storage: createMemoryStorage() }),
  })
  const portico = createPortico({ adapters: [evm], storage: createMemoryStorage(), enableReconnect: options.enableReconnect })
  const statuses: ConnectionStatus[] = [portico.getAccount().status]
  portico.stores.connection.subscribe(() => {
    const status = portico.getAccount().status
    if (statuses[statuses.length - 1] !== status) statuses.push(status)
  })
  return { evm, portico, statuses }
}

describe('evmAdapter with the kit', () => {
  test('connects, reads the balance, signs, sends, disconnects', async () => {
    const { portico, statuses } = setup()
    await portico.ready
    const [connector] = portico.stores.connectors.getState().connectors.filter((c) => c.id === 'mock')
    expect(connector).toMatchObject({ id: 'mock', chainNamespace: 'eip155' })

    await portico.connect({ connectorId: 'mock' })
    expect(statuses).toEqual(['connecting', 'disconnected', 'connecting', 'connected'])
    const account = portico.getAccount()
    expect(account.address).toBe(devnet.accounts[0])
    expect(account.caipAddress).toBe(`eip155:31337:${devnet.accounts[0]}`)
    expect(account.network?.name).toBe(devnet.chains[0]!.name)

    await portico.fetchBalance({ force: true })
    const balance = portico.stores.balance.get(account.caipAddress!)
    expect(balance?.status).toBe('success')
    expect(balance?.balance?.symbol).toBe('ETH')
    expect(balance?.balance?.value).toBeGreaterThan(parseEther('9000'))

    const signature = await portico.signMessage({ message: 'portico' })
    expect(await verifyMessage({ address: devnet.accounts[0]!, message: 'portico', signature: signature as `0x${string}` })).toBe(true)

    const to = devnet.accounts[2]!
    const client = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
    const before = await client.getBalance({ address: to })
    const hash = await portico.sendTransaction({ to, value: 123n })
    await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect((await client.getBalance({ address: to })) - before).toBe(123n)

    const disconnected: string[] = []
    portico.on('disconnect', (e) => disconnected.push(e.chainNamespace))
    await portico.disconnect()
    expect(portico.getAccount().status).toBe('disconnected')
    expect(disconnected).toEqual(['eip155'])
    portico.destroy()
  })

  test('switches between configured chains and refuses an unknown one', async () => {
    const { portico } = setup()
    await portico.ready
    await portico.connect({ connectorId: 'mock' })
    await portico.switchNetwork({ caipNetworkId: 'eip155:31338' })
    expect(portico.getAccount().network?.caipNetworkId).toBe('eip155:31338')
    await expect(portico.switchNetwork({ caipNetworkId: 'eip155:999' })).rejects.toThrow('Network not found')
    portico.destroy()
  })

  test('start-up: connecting then settled with reconnect; straight to disconnected without', async () => {
    const on = setup()
    await on.portico.ready
    // Nothing to restore for a fresh mock wallet: connecting, then disconnected (spec §4).
    expect(on.statuses).toEqual(['connecting', 'disconnected'])
    on.portico.destroy()

    const off = setup({ enableReconnect: false })
    await off.portico.ready
    expect(off.statuses).toEqual(['disconnected'])
    off.portico.destroy()
  })

  test('sign without a connection gives a typed error', async () => {
    const { portico } = setup()
    await portico.ready
    await expect(portico.signMessage({ message: 'x' })).rejects.toMatchObject({ name: 'ConnectorNotFoundError' })
    portico.destroy()
  })
})

describe('evmAdapter: the WalletConnect connector', () => {
  const connectors = () => [walletConnect({ projectId: 'p', relayUrl: 'ws://127.0.0.1:1' })]
  const chains = () => [defineDevnetChain({ chainId: 31337, name: 'Devnet', rpcUrl: devnet.chains[0]!.rpcUrl })] as const

  test('is in the wagmi config made on start-up; start-up without a stored session does not load its client', async () => {
    const evm = evmAdapter({ chains: chains(), connectors: connectors(), storage: createStorage({ storage: createMemoryStorage() }) })
    const portico = createPortico({ adapters: [evm], storage: createMemoryStorage() })
    await portico.ready
    expect((await evm.getWagmiConfig()).connectors.map((c) => c.id)).toContain('walletConnect')
    expect(evm.getConnectors().find((c) => c.id === 'walletConnect')).toMatchObject({ name: 'WalletConnect', type: 'walletConnect', installed: false, icon: expect.stringMatching(/^data:image\/svg\+xml,/) })
    expect(portico.stores.connectors.getState().connectors.map((c) => c.type)).toContain('walletConnect')
    expect(walletConnectClient.loads).toBe(0)
    portico.destroy()
  })

  test('reports the pairing URIs it emits', async () => {
    const evm = evmAdapter({ chains: chains(), connectors: connectors(), storage: createStorage({ storage: createMemoryStorage() }) })
    const uris: { connectorId: string; uri: string }[] = []
    const stop = evm.setup({ connectorsChanged: () => {}, connectionChanged: () => {}, disconnected: () => {}, walletConnectUri: (e) => uris.push(e) })
    const connector = (await evm.getWagmiConfig()).connectors.find((c) => c.id === 'walletConnect')!
    connector.emitter.emit('message', { type: 'display_uri', data: 'wc:abc@2' })
    stop()
    connector.emitter.emit('message', { type: 'display_uri', data: 'wc:def@2' })
    expect(uris).toEqual([{ connectorId: 'walletConnect', uri: 'wc:abc@2' }])
  })

  test('start-up after a WalletConnect session loads its client to restore it', async () => {
    const storage = createStorage({ storage: createMemoryStorage() })
    await storage.setItem('recentConnectorId', 'walletConnect')
    const evm = evmAdapter({ chains: chains(), connectors: connectors(), storage })
    expect(walletConnectClient.loads).toBe(0)
    expect(await evm.reconnect()).toEqual([])
    expect(walletConnectClient.loads).toBe(1)
  })

  test('not listed without the walletConnect connector', async () => {
    const evm = evmAdapter({ chains: chains(), storage: createStorage({ storage: createMemoryStorage() }) })
    const ids = (await evm.getWagmiConfig()).connectors.map((c) => c.id)
    expect(ids).toContain('injected')
    expect(ids).not.toContain('walletConnect')
  })
})

describe("evmAdapter with the app's own wagmi config", () => {
  test('uses it as it is: its chains, its connectors, and the connections wagmi hooks would see', async () => {
    const chains = devnet.chains.map((c) => defineDevnetChain({ chainId: c.chainId, name: c.name, rpcUrl: c.rpcUrl }))
    const wagmiConfig = createConfig({
      chains: chains as [(typeof chains)[number], ...typeof chains],
      connectors: [mock({ accounts: [devnet.accounts[3]!] })],
      transports: Object.fromEntries(chains.map((c) => [c.id, wagmiHttp()])),
      storage: createStorage({ storage: createMemoryStorage() }),
    })
    const evm = evmAdapter({ wagmiConfig })
    expect(evm.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:31337', 'eip155:31338'])
    expect(evm.getConnectors().map((c) => c.id)).toEqual(['mock'])
    expect(await evm.getWagmiConfig()).toBe(wagmiConfig)

    const portico = createPortico({ adapters: [evm], storage: createMemoryStorage() })
    await portico.ready
    await portico.connect({ connectorId: 'mock' })
    expect(portico.getAccount().address).toBe(devnet.accounts[3])
    expect(getAccount(wagmiConfig).address).toBe(devnet.accounts[3])
    await portico.disconnect()
    expect(getAccount(wagmiConfig).status).toBe('disconnected')
    portico.destroy()
  })
})
