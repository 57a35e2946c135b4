import { describe, expect, test, vi } from 'vitest'
import type { Adapter } from '../adapter/types'
import { AdapterNotFoundError } from '../errors/adapter'
import { AdapterMethodNotSupportedError } from '../errors/adapterMethod'
import { UnsupportedChainNamespaceError } from '../caip/errors'
import { ConnectorNotFoundError } from '../connection/errors'
import { UserRejectedRequestError } from '../errors/wallet'
import type { CaipNetwork } from '../networks/types'
import type { SIWXConfig } from '../siwx/types'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { connectedAddress, testAdapter, testMainnet } from '../testing/testAdapter'
import { createPortico } from './createPortico'
import { testSolanaRules } from '../testing/testChainRules'

// One kit, two namespaces (eip155 and solana): status and connections per namespace, the active
// namespace, SwitchActiveChain and the namespace errors (spec §4, §8).

const solanaDevnet: CaipNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}
const solanaAddress = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

function solanaAdapter(): Adapter & { signed: string[] } {
  const base = testAdapter()
  const signed: string[] = []
  return {
    ...base,
    namespace: 'solana',
    chain: testSolanaRules,
    networks: [solanaDevnet],
    signed,
    getConnectors: () => [{ id: 'solana:portico', name: 'Portico Test Wallet', type: 'injected', chainNamespace: 'solana', installed: true }],
    connect: async ({ connectorId }) => ({ connectorId, accounts: [solanaAddress], chainId: solanaDevnet.id }),
    getBalance: async () => ({ value: 2_000_000_000n, decimals: 9, symbol: 'SOL', formatted: '2' }),
    signMessage: async ({ message }) => {
      signed.push(message)
      return 'solana-signature'
    },
  }
}

function setup() {
  const solana = solanaAdapter()
  const portico = createPortico({ adapters: [testAdapter(), solana], defaultNetwork: testMainnet, storage: createMemoryStorage() })
  const disconnects: string[] = []
  portico.on('disconnect', ({ chainNamespace }) => disconnects.push(chainNamespace))
  return { portico, solana, disconnects }
}

test('status and connections are kept per namespace and per connector', async () => {
  const { portico, disconnects } = setup()
  await portico.ready
  await portico.connect({ connectorId: 'io.metamask' })
  expect(portico.stores.connection.get('eip155').status).toBe('connected')
  expect(portico.stores.connection.get('solana').status).toBe('disconnected')

  await portico.connect({ connectorId: 'solana:portico' })
  const solana = portico.stores.connection.get('solana')
  expect(solana.status).toBe('connected')
  expect(solana.connections['solana:portico']).toEqual({
    connectorId: 'solana:portico',
    accounts: [solanaAddress],
    caipNetworkId: solanaDevnet.caipNetworkId,
  })
  // Connecting a solana wallet made solana the active namespace; the eip155 connection stays.
  expect(portico.stores.network.getState().activeNamespace).toBe('solana')
  expect(portico.getAccount().address).toBe(solanaAddress)
  expect(portico.getAccount('eip155').address).toBe(connectedAddress)

  await portico.disconnect({ chainNamespace: 'solana' })
  expect(portico.stores.connection.get('solana').status).toBe('disconnected')
  expect(portico.stores.connection.get('eip155').status).toBe('connected')
  expect(disconnects).toEqual(['solana'])
})

test('switchNamespace (SwitchActiveChain) moves the account and the actions to that namespace', async () => {
  const { portico, solana } = setup()
  await portico.ready
  await portico.connect({ connectorId: 'solana:portico' })
  await portico.connect({ connectorId: 'io.metamask' })
  expect(portico.getAccount().chainNamespace).toBe('eip155')

  await portico.switchNamespace({ chainNamespace: 'solana' })
  const account = portico.getAccount()
  expect(account).toMatchObject({ chainNamespace: 'solana', address: solanaAddress, status: 'connected', preferredAccountType: 'eoa' })
  expect(account.network?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
  expect(await portico.signMessage({ message: 'hello' })).toBe('solana-signature')
  expect(solana.signed).toEqual(['hello'])

  await portico.switchNamespace({ chainNamespace: 'eip155' })
  expect(portico.getAccount()).toMatchObject({ chainNamespace: 'eip155', address: connectedAddress, preferredAccountType: 'smartAccount' })
})

test('switching to a namespace not yet connected shows its first network, disconnected', async () => {
  const { portico } = setup()
  await portico.ready
  await portico.switchNamespace({ chainNamespace: 'solana' })
  expect(portico.getAccount()).toMatchObject({ chainNamespace: 'solana', status: 'disconnected', address: undefined })
  expect(portico.stores.network.active()?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
})

test("a namespace without an adapter: 'Adapter for namespace bip122 doesn't exist'", async () => {
  const { portico } = setup()
  await expect(portico.switchNamespace({ chainNamespace: 'bip122' })).rejects.toThrow(AdapterNotFoundError)
  await expect(portico.switchNamespace({ chainNamespace: 'bip122' })).rejects.toThrow("Adapter for namespace bip122 doesn't exist")
  expect(portico.stores.network.getState().activeNamespace).toBe('eip155')
})

test("an unknown namespace: 'Unsupported chain namespace'", async () => {
  const { portico } = setup()
  await expect(portico.switchNamespace({ chainNamespace: 'tron' as never })).rejects.toThrow(UnsupportedChainNamespaceError)
  expect(portico.stores.network.getState().activeNamespace).toBe('eip155')
})

test('the defaultAccountTypes option changes the preferred account type', async () => {
  const portico = createPortico({ adapters: [testAdapter()], storage: createMemoryStorage(), defaultAccountTypes: { eip155: 'eoa' } })
  expect(portico.getAccount().preferredAccountType).toBe('eoa')
})

test("an adapter's own holdings (getTokenBalances) fill the account's token balances", async () => {
  const solana = {
    ...solanaAdapter(),
    getTokenBalances: async () => [
      { name: 'Solana', symbol: 'SOL', decimals: 9, value: 1_500_000_000n },
      { name: 'Portico USD', symbol: 'PUSD', decimals: 6, value: 10_000_000_000n, token: 'Mint111111111111111111111111111111111111111' },
    ],
  }
  const portico = createPortico({ adapters: [solana], storage: createMemoryStorage() })
  await portico.ready
  await portico.connect({ connectorId: 'solana:portico' })
  await portico.fetchTokenBalances()
  const caipAddress = `${solanaDevnet.caipNetworkId}:${solanaAddress}`
  const { balances } = portico.stores.account.getState().tokenBalances[caipAddress]!
  expect(balances.map((b) => [b.symbol, b.quantity.numeric, b.address])).toEqual([
    ['SOL', '1.5', undefined],
    ['PUSD', '10000', `${solanaDevnet.caipNetworkId}:Mint111111111111111111111111111111111111111`],
  ])
})

test('an adapter that cannot read balances on its network (a Bitcoin network without an indexer): no balances, no toast', async () => {
  const solana = {
    ...solanaAdapter(),
    getBalance: async () => {
      throw new AdapterMethodNotSupportedError({ method: 'getBalance', chainNamespace: 'solana' })
    },
  }
  const portico = createPortico({ adapters: [solana], storage: createMemoryStorage() })
  await portico.ready
  await portico.connect({ connectorId: 'solana:portico' })
  await portico.fetchTokenBalances()
  const caipAddress = `${solanaDevnet.caipNetworkId}:${solanaAddress}`
  expect(portico.stores.account.getState().tokenBalances[caipAddress]).toMatchObject({ balances: [], status: 'success' })
  expect(portico.stores.alerts.getState().alerts).toEqual([])

  // Any other failure is still the spec's toast.
  const failing = { ...solanaAdapter(), getBalance: async () => Promise.reject(new Error('RPC down')) }
  const other = createPortico({ adapters: [failing], storage: createMemoryStorage() })
  await other.ready
  await other.connect({ connectorId: 'solana:portico' })
  await other.fetchTokenBalances()
  expect(other.stores.alerts.getState().alerts.map((alert) => alert.code)).toEqual(['token_balance_unavailable'])
})

describe('connectWallet: one wallet, several namespaces', () => {
  function multiSetup(declined: readonly string[] = []) {
    const asked: string[] = []
    const evm = {
      ...testAdapter(),
      getConnectors: () => [{ id: 'io.metamask', name: 'MetaMask', type: 'injected' as const, chainNamespace: 'eip155' as const, installed: true }],
    }
    const ask = (adapter: Adapter): Adapter => ({
      ...adapter,
      async connect(parameters) {
        asked.push(parameters.connectorId)
        if (declined.includes(parameters.connectorId)) throw Object.assign(new Error('User rejected'), { code: 4001 })
        return adapter.connect(parameters)
      },
    })
    const portico = createPortico({ adapters: [ask(evm), ask(solanaAdapter())], defaultNetwork: testMainnet, storage: createMemoryStorage() })
    return { portico, asked }
  }
  const both = ['io.metamask', 'solana:portico']

  test('connects every namespace, the one the modal is on first, and keeps it in front', async () => {
    const { portico, asked } = multiSetup()
    await portico.ready
    await portico.switchNamespace({ chainNamespace: 'solana' })
    const progress: string[] = []
    const { steps } = await portico.connectWallet({
      connectorIds: both,
      onProgress: (all) => progress.push(all.map((step) => `${step.chainNamespace}:${step.status}`).join(' ')),
    })
    expect(asked).toEqual(['solana:portico', 'io.metamask'])
    expect(steps.map((step) => [step.chainNamespace, step.status])).toEqual([
      ['solana', 'connected'],
      ['eip155', 'connected'],
    ])
    expect(progress).toEqual([
      'solana:connecting eip155:waiting',
      'solana:connected eip155:waiting',
      'solana:connected eip155:connecting',
      'solana:connected eip155:connected',
    ])
    expect(portico.stores.connection.get('eip155').status).toBe('connected')
    expect(portico.stores.connection.get('solana').status).toBe('connected')
    // eip155 connected last, yet the modal stays on solana, where the user was.
    expect(portico.getAccount()).toMatchObject({ chainNamespace: 'solana', address: solanaAddress })
  })

  test('a namespace another wallet serves is left to it; the one the modal is on is always asked', async () => {
    const { portico, asked } = multiSetup()
    await portico.ready
    await portico.connect({ connectorId: 'io.metamask' })
    await portico.switchNamespace({ chainNamespace: 'eip155' })
    asked.length = 0
    await portico.connectWallet({ connectorIds: ['io.metamask', 'solana:portico'] })
    expect(asked).toEqual(['io.metamask', 'solana:portico'])

    asked.length = 0
    await portico.switchNamespace({ chainNamespace: 'solana' })
    const { steps } = await portico.connectWallet({ connectorIds: both })
    // Both namespaces are connected: only the one the modal is on (solana) is asked again.
    expect(asked).toEqual(['solana:portico'])
    expect(steps.map((step) => step.chainNamespace)).toEqual(['solana'])
  })

  test('a decline stops the requests not made yet; what connected stays connected', async () => {
    const { portico, asked } = multiSetup(['solana:portico'])
    await portico.ready
    const { steps } = await portico.connectWallet({ connectorIds: both })
    expect(asked).toEqual(['io.metamask', 'solana:portico'])
    expect(steps.map((step) => [step.chainNamespace, step.status, step.error?.name])).toEqual([
      ['eip155', 'connected', undefined],
      ['solana', 'failed', 'UserRejectedRequestError'],
    ])
    expect(portico.stores.connection.get('solana').status).toBe('disconnected')
    expect(portico.getAccount()).toMatchObject({ chainNamespace: 'eip155', status: 'connected' })

    const first = multiSetup(['io.metamask'])
    await first.portico.ready
    const declined = first.portico.connectWallet({ connectorIds: both })
    await expect(declined).rejects.toThrow(UserRejectedRequestError)
    // The decline came first: the solana request was never made.
    expect(first.asked).toEqual(['io.metamask'])
  })

  test('an unknown connector fails before any wallet is asked', async () => {
    const { portico, asked } = multiSetup()
    await portico.ready
    await expect(portico.connectWallet({ connectorIds: ['io.metamask', 'solana:nope'] })).rejects.toThrow(ConnectorNotFoundError)
    expect(asked).toEqual([])
  })
})

test('connectWallet asked again for the rest keeps the connected namespace the modal is on in front', async () => {
  const solana = solanaAdapter()
  const portico = createPortico({ adapters: [testAdapter(), solana], defaultNetwork: testMainnet, storage: createMemoryStorage() })
  await portico.ready
  await portico.connect({ connectorId: 'io.metamask' })
  await portico.connectWallet({ connectorIds: ['solana:portico'] })
  expect(portico.stores.connection.get('solana').status).toBe('connected')
  expect(portico.getAccount().chainNamespace).toBe('eip155')
})

test('connectWallet with sign-in: no sign-in while a namespace is still asking; then one, for the namespace shown', async () => {
  // The app's sign-in config (the SIWXConfig interface apps implement), keeping no sessions.
  const asked: string[] = []
  const siwx: SIWXConfig = {
    createMessage: async () => Promise.reject(new Error('not used')),
    addSession: async () => undefined,
    getSessions: async (chainId, address) => (asked.push(`${chainId} ${address}`), []),
    revokeSession: async () => undefined,
    setSessions: async () => undefined,
  }
  let approveSolana!: () => void
  const pending = new Promise<void>((resolve) => (approveSolana = resolve))
  const solana = solanaAdapter()
  const slowSolana: Adapter = { ...solana, connect: async (parameters) => (await pending, solana.connect(parameters)) }
  const portico = createPortico({ adapters: [testAdapter(), slowSolana], defaultNetwork: testMainnet, storage: createMemoryStorage(), siwx })
  await portico.ready
  const steps: string[] = []
  const connecting = portico.connectWallet({
    connectorIds: ['io.metamask', 'solana:portico'],
    onProgress: (all) => steps.push(all.map((step) => step.status).join(' ')),
  })
  await vi.waitFor(() => expect(steps.at(-1)).toBe('connected connecting'))
  // Give a sign-in check started by the eip155 connect every chance to run.
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(asked).toEqual([])
  expect(portico.stores.router.current().view).not.toBe('SIWXSignMessage')

  approveSolana()
  await connecting
  await vi.waitFor(() => expect(portico.stores.router.current().view).toBe('SIWXSignMessage'))
  expect(asked).toEqual([`${testMainnet.caipNetworkId} ${connectedAddress}`])
})

test("an adapter's 'not supported' reaches the app as it is, not as a wallet failure", async () => {
  const polkadotLike: Adapter = {
    ...solanaAdapter(),
    sendTransaction: async () => Promise.reject(new AdapterMethodNotSupportedError({ method: 'sendTransaction', chainNamespace: 'solana' })),
  }
  const portico = createPortico({ adapters: [polkadotLike], storage: createMemoryStorage() })
  await portico.ready
  await portico.connect({ connectorId: 'solana:portico' })
  await expect(portico.sendTransaction({ to: solanaAddress, value: 1n })).rejects.toThrow(AdapterMethodNotSupportedError)
  // A wallet's refusal is still typed by its code.
  const refusing: Adapter = { ...solanaAdapter(), signMessage: async () => Promise.reject(Object.assign(new Error('no'), { code: 4001 })) }
  const other = createPortico({ adapters: [refusing], storage: createMemoryStorage() })
  await other.ready
  await other.connect({ connectorId: 'solana:portico' })
  await expect(other.signMessage({ message: 'hi' })).rejects.toThrow(UserRejectedRequestError)
})
