import { describe, expect, test } from 'vitest'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { storageKeys } from '../storage/storageKeys'
import { connectedAddress, reconnectedAddress, testAdapter } from '../testing/testAdapter'
import { createPortico } from '../kit/createPortico'
import { parseInitialState, type PorticoInitialState } from './parseInitialState'

const stored: PorticoInitialState = {
  activeNamespace: 'eip155',
  connections: { eip155: { connectorId: 'io.metamask', accounts: [reconnectedAddress], caipNetworkId: 'eip155:1' } },
}

function storageWith(state: unknown) {
  const storage = createMemoryStorage()
  storage.setItem(storageKeys.connections, JSON.stringify(state))
  return storage
}

describe('parseInitialState', () => {
  test('keeps well-formed connections of known namespaces', () => {
    expect(parseInitialState(stored)).toEqual(stored)
    const mixed = { connections: { ...stored.connections, tron: stored.connections.eip155 } }
    expect(parseInitialState(mixed)).toEqual({ activeNamespace: undefined, connections: stored.connections })
  })

  test.each([
    ['not an object', 'eip155'],
    ['no connections', {}],
    ['a network of another namespace', { connections: { eip155: { ...stored.connections.eip155, caipNetworkId: 'solana:1' } } }],
    ['a malformed network id', { connections: { eip155: { ...stored.connections.eip155, caipNetworkId: 'eip155' } } }],
    ['no accounts', { connections: { eip155: { ...stored.connections.eip155, accounts: [] } } }],
    ['an account that is not a string', { connections: { eip155: { ...stored.connections.eip155, accounts: [1] } } }],
    ['a huge connector id', { connections: { eip155: { ...stored.connections.eip155, connectorId: 'x'.repeat(201) } } }],
    ['too many accounts', { connections: { eip155: { ...stored.connections.eip155, accounts: Array(21).fill('0x1') } } }],
  ])('drops %s', (_, value) => {
    expect(parseInitialState(value)).toBeUndefined()
  })
})

describe('a reload shows the last connection while the wallet is asked again', () => {
  test('the stored account shows at once (connecting); the wallet confirms it and connect fires', async () => {
    const portico = createPortico({ adapters: [testAdapter(['io.metamask'])], storage: storageWith(stored) })
    expect(portico.getAccount()).toMatchObject({ status: 'connecting', address: reconnectedAddress, connectorId: 'io.metamask' })
    const connects: string[] = []
    portico.on('connect', ({ address }) => connects.push(address))
    await portico.ready
    expect(portico.getAccount()).toMatchObject({ status: 'connected', address: reconnectedAddress })
    expect(connects).toEqual([reconnectedAddress])
    portico.destroy()
  })

  test('nothing is fetched for the stored account until the wallet confirms it', async () => {
    const adapter = testAdapter(['io.metamask'])
    // The wallet answers the reconnect only when the test says so.
    let answer!: () => void
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const reconnect = adapter.reconnect.bind(adapter)
    adapter.reconnect = async () => (await answered, reconnect())
    const balanceRequests: string[] = []
    const getBalance = adapter.getBalance.bind(adapter)
    adapter.getBalance = (parameters) => (balanceRequests.push(parameters.address), getBalance(parameters))
    const portico = createPortico({ adapters: [adapter], storage: storageWith(stored) })
    await Promise.all([portico.fetchBalance({ force: true }), portico.fetchTokenBalances({ force: true }), portico.fetchActivity()])
    expect(portico.getAccount()).toMatchObject({ status: 'connecting', address: reconnectedAddress })
    expect(balanceRequests).toEqual([])
    expect(portico.stores.account.getState().tokenBalances).toEqual({})
    expect(portico.stores.account.getState().activity.status).toBe('idle')
    answer()
    await portico.ready
    await portico.fetchTokenBalances({ force: true })
    expect(balanceRequests).toContain(reconnectedAddress)
    portico.destroy()
  })

  test('a wallet that does not confirm it ends disconnected, without a disconnect event', async () => {
    const storage = storageWith(stored)
    const portico = createPortico({ adapters: [testAdapter([])], storage })
    const disconnects: string[] = []
    portico.on('disconnect', ({ chainNamespace }) => disconnects.push(chainNamespace))
    await portico.ready
    expect(portico.getAccount()).toMatchObject({ status: 'disconnected', address: undefined })
    expect(disconnects).toEqual([])
    expect(storage.getItem(storageKeys.connections)).toBeNull()
    portico.destroy()
  })

  test('with reconnect disabled the stored connection is not shown', () => {
    const portico = createPortico({ adapters: [testAdapter(['io.metamask'])], storage: storageWith(stored), enableReconnect: false })
    expect(portico.getAccount().address).toBeUndefined()
    portico.destroy()
  })

  test('connecting stores the connection, disconnecting removes it', async () => {
    const storage = createMemoryStorage()
    const portico = createPortico({ adapters: [testAdapter()], storage })
    await portico.ready
    expect(storage.getItem(storageKeys.connections)).toBeNull()
    await portico.connect({ connectorId: 'dev.portico.testwallet' })
    expect(JSON.parse(storage.getItem(storageKeys.connections)!)).toEqual({
      activeNamespace: 'eip155',
      connections: { eip155: { connectorId: 'dev.portico.testwallet', accounts: [connectedAddress], caipNetworkId: 'eip155:1' } },
    })
    await portico.disconnect()
    expect(storage.getItem(storageKeys.connections)).toBeNull()
    portico.destroy()
  })
})

describe('ssr', () => {
  test('renders the initial state and asks no wallet until mount()', async () => {
    const adapter = testAdapter(['io.metamask'])
    const portico = createPortico({ adapters: [adapter], storage: createMemoryStorage(), ssr: true, initialState: stored })
    let ready = false
    void portico.ready.then(() => (ready = true))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(adapter.reconnects).toBe(0)
    expect(ready).toBe(false)
    expect(portico.getAccount()).toMatchObject({ status: 'connecting', address: reconnectedAddress })

    await portico.mount()
    await portico.mount()
    expect(ready).toBe(true)
    expect(adapter.reconnects).toBe(1)
    expect(portico.getAccount()).toMatchObject({ status: 'connected', address: reconnectedAddress })
    portico.destroy()
  })

  test('without an initial state it renders disconnected, whatever the storage holds', () => {
    const portico = createPortico({ adapters: [testAdapter(['io.metamask'])], storage: storageWith(stored), ssr: true })
    expect(portico.getAccount()).toMatchObject({ status: 'disconnected', address: undefined })
    portico.destroy()
  })

  test('two kits made for two requests never share a connection', () => {
    const a = createPortico({ adapters: [testAdapter()], ssr: true, initialState: stored })
    const b = createPortico({ adapters: [testAdapter()], ssr: true })
    expect(a.getAccount().address).toBe(reconnectedAddress)
    expect(b.getAccount().address).toBeUndefined()
    a.destroy()
    b.destroy()
  })
})
