import { describe, expect, test } from 'vitest'
import type { AdapterEvents, ConnectionData } from '../adapter/types'
import type { CaipNetwork } from '../networks/types'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { storageKeys } from '../storage/storageKeys'
import type { ConnectionStatus } from '../connection/createConnectionStore'
import { testAdapter, testMainnet } from '../testing/testAdapter'
import { createPortico } from '../kit/createPortico'
import type { PorticoInitialState } from '../connection/parseInitialState'

// Several wallets in one namespace, through the kit's public API, with an adapter that records
// what the kit asks of it and lets the test speak for the wallets.

const optimism: CaipNetwork = { ...testMainnet, id: 10, caipNetworkId: 'eip155:10', name: 'OP Mainnet' }
const metaMask = 'io.metamask'
const testWallet = 'dev.portico.testwallet'
/** Each wallet's account and chain. */
const wallets: Record<string, ConnectionData> = {
  [metaMask]: { connectorId: metaMask, accounts: ['0x00000000000000000000000000000000000000aa'], chainId: 1 },
  [testWallet]: { connectorId: testWallet, accounts: ['0x00000000000000000000000000000000000000bb'], chainId: 10 },
}

function recordingAdapter(restored: readonly string[] = []) {
  const calls: string[] = []
  let events!: AdapterEvents
  const adapter = {
    ...testAdapter(),
    networks: [testMainnet, optimism],
    setup(given: AdapterEvents) {
      events = given
      return () => undefined
    },
    async connect({ connectorId }: { connectorId: string }) {
      calls.push(`connect ${connectorId}`)
      return wallets[connectorId]!
    },
    async reconnect() {
      return restored.map((id) => wallets[id]!)
    },
    async disconnect({ connectorId }: { connectorId: string }) {
      calls.push(`disconnect ${connectorId}`)
    },
    async switchConnection({ connectorId }: { connectorId: string }) {
      calls.push(`switch ${connectorId}`)
    },
  }
  return { adapter, calls, events: () => events }
}

function setup(options: { multiWallet?: boolean; restored?: readonly string[]; stored?: PorticoInitialState } = {}) {
  const { adapter, calls, events } = recordingAdapter(options.restored)
  const storage = createMemoryStorage()
  if (options.stored) storage.setItem(storageKeys.connections, JSON.stringify(options.stored))
  const portico = createPortico({
    adapters: [adapter],
    defaultNetwork: testMainnet,
    storage,
    features: { multiWallet: options.multiWallet ?? true },
  })
  const log: string[] = []
  portico.on('connect', ({ address, caipNetworkId }) => log.push(`connect ${address.slice(-2)} ${caipNetworkId}`))
  portico.on('disconnect', ({ chainNamespace }) => log.push(`disconnect ${chainNamespace}`))
  const statuses: ConnectionStatus[] = []
  portico.stores.connection.subscribe(() => {
    const { status } = portico.stores.connection.get('eip155')
    if (statuses[statuses.length - 1] !== status) statuses.push(status)
  })
  const ids = () => Object.keys(portico.stores.connection.get('eip155').connections)
  return { portico, calls, events, log, statuses, ids, storage }
}

async function connectedToBoth(options: Parameters<typeof setup>[0] = {}) {
  const kit = setup(options)
  await kit.portico.ready
  await kit.portico.connect({ connectorId: metaMask })
  await kit.portico.connect({ connectorId: testWallet })
  kit.log.length = 0
  kit.calls.length = 0
  return kit
}

describe('multi-wallet: several connections per namespace', () => {
  test('a second wallet is added beside the first and becomes active; the namespace stays connected meanwhile', async () => {
    const { portico, statuses, log, ids } = setup()
    await portico.ready
    await portico.connect({ connectorId: metaMask })
    expect(statuses[statuses.length - 1]).toBe('connected')
    statuses.splice(0, statuses.length, 'connected')
    await portico.connect({ connectorId: testWallet })
    expect(statuses).toEqual(['connected']) // never 'connecting' while a wallet is connected
    expect(ids()).toEqual([metaMask, testWallet])
    expect(portico.getAccount()).toMatchObject({ status: 'connected', connectorId: testWallet, address: wallets[testWallet]!.accounts[0] })
    expect(portico.getAccount().network?.caipNetworkId).toBe('eip155:10')
    expect(log).toEqual(['connect aa eip155:1', 'connect bb eip155:10'])
    expect((await portico.getConnections()).map((c) => c.connectorId)).toEqual([metaMask, testWallet])
  })

  test('switching makes another connection active: its account and network, a connect event, the adapter told', async () => {
    const { portico, calls, log } = await connectedToBoth()
    const connection = await portico.switchConnection({ connectorId: metaMask })
    expect(connection).toMatchObject({ connectorId: metaMask, caipNetworkId: 'eip155:1' })
    expect(calls).toEqual([`switch ${metaMask}`])
    expect(portico.getAccount()).toMatchObject({ connectorId: metaMask, address: wallets[metaMask]!.accounts[0] })
    expect(portico.getAccount().network?.caipNetworkId).toBe('eip155:1')
    expect(log).toEqual(['connect aa eip155:1'])
    // Switching to the active one asks nothing.
    await portico.switchConnection({ connectorId: metaMask })
    expect(calls).toEqual([`switch ${metaMask}`])
  })

  test('switching to a wallet that is not connected is a typed error', async () => {
    const { portico } = await connectedToBoth()
    await expect(portico.switchConnection({ connectorId: 'com.example' })).rejects.toMatchObject({
      name: 'ConnectorNotConnectedError',
      shortMessage: 'Connector "com.example" is not connected',
    })
  })

  test("another wallet's account change is noted without making it active", async () => {
    const { portico, events, log } = await connectedToBoth()
    await portico.switchConnection({ connectorId: metaMask })
    log.length = 0
    events().connectionChanged({ connectorId: testWallet, accounts: ['0x00000000000000000000000000000000000000cc'], chainId: 1 })
    expect(portico.getAccount().connectorId).toBe(metaMask)
    expect(portico.stores.connection.get('eip155').connections[testWallet]).toEqual({
      connectorId: testWallet,
      accounts: ['0x00000000000000000000000000000000000000cc'],
      caipNetworkId: 'eip155:1',
    })
    expect(log).toEqual([])
    // A wallet that was never connected here is not added by its events.
    events().connectionChanged({ connectorId: 'com.example', accounts: ['0x1'], chainId: 1 })
    expect(Object.keys(portico.stores.connection.get('eip155').connections)).toEqual([metaMask, testWallet])
  })

  test('disconnecting the active wallet makes the other one active; the login cache stays', async () => {
    const { portico, calls, log, ids, storage } = await connectedToBoth()
    storage.setItem(storageKeys.lastUsedChain, JSON.stringify('eip155:10'))
    await portico.disconnect({ connectorId: testWallet })
    expect(ids()).toEqual([metaMask])
    expect(portico.getAccount()).toMatchObject({ status: 'connected', connectorId: metaMask })
    expect(portico.getAccount().network?.caipNetworkId).toBe('eip155:1')
    expect(calls).toEqual([`disconnect ${testWallet}`, `switch ${metaMask}`])
    expect(log).toEqual(['connect aa eip155:1'])
    expect(storage.getItem(storageKeys.lastUsedChain)).not.toBeNull()
    // A wallet that is not connected is left alone.
    await portico.disconnect({ connectorId: testWallet })
    expect(calls).toEqual([`disconnect ${testWallet}`, `switch ${metaMask}`])
  })

  test('disconnecting another wallet leaves the active one as it is', async () => {
    const { portico, calls, log, ids } = await connectedToBoth()
    await portico.disconnect({ connectorId: metaMask })
    expect(ids()).toEqual([testWallet])
    expect(portico.getAccount().connectorId).toBe(testWallet)
    expect(calls).toEqual([`disconnect ${metaMask}`])
    expect(log).toEqual([])
  })

  test('a wallet that disconnects by itself is removed; the last one going disconnects the namespace', async () => {
    const { portico, events, log, storage } = await connectedToBoth()
    events().disconnected(testWallet)
    expect(portico.getAccount()).toMatchObject({ status: 'connected', connectorId: metaMask })
    events().disconnected(metaMask)
    expect(portico.getAccount()).toMatchObject({ status: 'disconnected', connectorId: undefined })
    expect(log).toEqual(['connect aa eip155:1', 'disconnect eip155'])
    expect(storage.getItem(storageKeys.connections)).toBeNull()
  })

  test('disconnecting all asks the other wallets first and the active one last, with one disconnect event', async () => {
    const { portico, calls, log, storage } = await connectedToBoth()
    storage.setItem(storageKeys.lastUsedChain, JSON.stringify('eip155:10'))
    await portico.disconnect()
    expect(calls).toEqual([`disconnect ${metaMask}`, `disconnect ${testWallet}`])
    expect(log).toEqual(['disconnect eip155'])
    expect(portico.getAccount().status).toBe('disconnected')
    expect(storage.getItem(storageKeys.lastUsedChain)).toBeNull()
  })

  test('a reload restores every wallet, the one active last time active again', async () => {
    const first = await connectedToBoth()
    await first.portico.switchConnection({ connectorId: metaMask })
    const stored = JSON.parse(first.storage.getItem(storageKeys.connections)!) as PorticoInitialState
    expect(stored.connections.eip155?.connectorId).toBe(metaMask)

    // The adapter lists the wallets in its own order (wagmi: the most recent first).
    const { portico, ids, log } = setup({ restored: [testWallet, metaMask], stored })
    expect(portico.getAccount()).toMatchObject({ status: 'connecting', connectorId: metaMask })
    await portico.ready
    expect(portico.getAccount()).toMatchObject({ status: 'connected', connectorId: metaMask })
    expect(portico.getAccount().network?.caipNetworkId).toBe('eip155:1')
    expect(ids()).toEqual([testWallet, metaMask]) // the adapter's order
    expect(log).toEqual(['connect aa eip155:1'])
  })

  test('without a stored connection the adapter’s first restored wallet is active', async () => {
    const { portico } = setup({ restored: [testWallet, metaMask] })
    await portico.ready
    expect(portico.getAccount().connectorId).toBe(testWallet)
    expect(Object.keys(portico.stores.connection.get('eip155').connections)).toHaveLength(2)
  })
})

describe('multi-wallet off', () => {
  test('a new wallet replaces the connected one', async () => {
    const { portico, calls, ids, log } = setup({ multiWallet: false })
    await portico.ready
    await portico.connect({ connectorId: metaMask })
    await portico.connect({ connectorId: testWallet })
    expect(calls).toEqual([`connect ${metaMask}`, `connect ${testWallet}`, `disconnect ${metaMask}`])
    expect(ids()).toEqual([testWallet])
    expect(portico.getAccount()).toMatchObject({ status: 'connected', connectorId: testWallet })
    expect(log).toEqual(['connect aa eip155:1', 'connect bb eip155:10'])
  })

  test('listing and switching show the info alert and return empty', async () => {
    const { portico } = setup({ multiWallet: false })
    await portico.ready
    await portico.connect({ connectorId: metaMask })
    expect(await portico.getConnections()).toEqual([])
    expect(await portico.switchConnection({ connectorId: metaMask })).toBeUndefined()
    expect(portico.stores.alerts.getState().alerts.map((a) => [a.variant, a.code, a.title])).toEqual([
      ['info', 'multi_wallet_not_enabled', 'Multi-Wallet Not Enabled'],
      ['info', 'multi_wallet_not_enabled', 'Multi-Wallet Not Enabled'],
    ])
  })
})
