import { expect, test, vi } from 'vitest'
import { NetworkOutsideAdapterError } from '../networks/errors'
import type { CaipNetwork } from '../networks/types'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { createStoredConnections } from '../storage/createStoredConnections'
import { createAdapterConnections } from './createAdapterConnections'
import type { AdapterEvents, Connector } from './types'

const connector: Connector = { id: 'test:A', name: 'A', type: 'injected', chainNamespace: 'solana', installed: true }
const network = (id: string, chainNamespace: 'solana' | 'eip155' = 'solana'): CaipNetwork => ({
  id,
  caipNetworkId: `${chainNamespace}:${id}`,
  chainNamespace,
  name: id,
  nativeCurrency: { name: 'SOL', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const networks = [network('main'), network('dev')] as const

function setup() {
  const storage = createMemoryStorage()
  // What the adapter remembers, read as the next visit would.
  const stored = createStoredConnections(storage, 'portico.solana.connections')
  const connections = createAdapterConnections<{ chainId: string | number; stop: () => void }>({ namespace: 'solana', networks, storage, getConnectors: () => [connector] })
  const events = { connectorsChanged: vi.fn(), connectionChanged: vi.fn(), disconnected: vi.fn() } satisfies AdapterEvents
  return { stored, connections, events }
}

test('a connection is remembered while live; starting it again stops the previous one', () => {
  const { stored, connections } = setup()
  const first = { chainId: '1', stop: vi.fn() }
  connections.add('test:A', first)
  connections.add('test:B', { chainId: '1', stop: vi.fn() })
  expect(stored.list()).toEqual(['test:A', 'test:B'])
  const again = { chainId: '2', stop: vi.fn() }
  connections.add('test:A', again)
  expect(first.stop).toHaveBeenCalledOnce()
  expect(connections.get('test:A')).toBe(again)
  expect(connections.ids()).toEqual(['test:A', 'test:B'])
  connections.remove('test:A')
  expect(again.stop).toHaveBeenCalledOnce()
  expect([connections.has('test:A'), stored.list()]).toEqual([false, ['test:B']])
})

test('end: forgotten, and the kit hears `disconnected` only while set up', () => {
  const { stored, connections, events } = setup()
  connections.add('test:A', { chainId: '1', stop: vi.fn() })
  connections.end('test:A')
  expect(events.disconnected).not.toHaveBeenCalled()
  expect(stored.list()).toEqual([])

  connections.setup(events)
  connections.add('test:A', { chainId: '1', stop: vi.fn() })
  connections.end('test:A')
  expect(events.disconnected).toHaveBeenCalledWith('test:A')
  expect(connections.has('test:A')).toBe(false)
})

test('setup reports the connectors when the watch says so; the teardown stops everything but keeps them remembered', () => {
  const { stored, connections, events } = setup()
  const unwatch = vi.fn()
  let report = () => {}
  const teardown = connections.setup(events, (given) => {
    report = given
    return [unwatch]
  })
  expect(connections.events).toBe(events)
  report()
  expect(events.connectorsChanged).toHaveBeenCalledWith([connector])
  const live = { chainId: '1', stop: vi.fn() }
  connections.add('test:A', live)

  teardown()
  expect(unwatch).toHaveBeenCalledOnce()
  expect(live.stop).toHaveBeenCalledOnce()
  expect([connections.ids(), connections.events, stored.list()]).toEqual([[], undefined, ['test:A']])
})

test('reconnect: restores the remembered wallets in order; one not on the page stays remembered, one that fails or declines is forgotten', async () => {
  const { stored, connections } = setup()
  for (const id of ['test:A', 'test:Gone', 'test:Throws', 'test:Declines', 'test:B']) stored.add(id)
  const restore = vi.fn(async (connectorId: string) => {
    if (connectorId === 'test:Throws') throw new Error('asks again')
    if (connectorId === 'test:Declines') return undefined
    return { connectorId, accounts: ['addr'], chainId: 'main' }
  })
  const restored = await connections.reconnect({ isPresent: (id) => id !== 'test:Gone', restore })
  expect(restored.map((connection) => connection.connectorId)).toEqual(['test:A', 'test:B'])
  expect(restore.mock.calls.map(([id]) => id)).toEqual(['test:A', 'test:Throws', 'test:Declines', 'test:B'])
  expect(stored.list()).toEqual(['test:A', 'test:Gone', 'test:B'])
})

test('forgetConnections: the next visit reconnects none', async () => {
  const { stored, connections } = setup()
  connections.add('test:A', { chainId: 'main', stop: vi.fn() })
  await connections.forgetConnections()
  expect(stored.list()).toEqual([])
})

test('a connection starts on the network asked for when it is the adapter’s, else the first', () => {
  const { connections } = setup()
  expect([connections.startChain('dev'), connections.startChain(1), connections.startChain(undefined)]).toEqual(['dev', 'main', 'main'])
})

test('switchNetwork: only to one of the adapter’s networks; the connection is then on it', async () => {
  const { connections } = setup()
  const live = { chainId: 'main' as string | number, stop: vi.fn() }
  connections.add('test:A', live)
  await connections.switchNetwork({ connectorId: 'test:A', network: networks[1] })
  expect(live.chainId).toBe('dev')
  await expect(connections.switchNetwork({ connectorId: 'test:A', network: network('other') })).rejects.toThrow(NetworkOutsideAdapterError)
  await expect(connections.switchNetwork({ connectorId: 'test:A', network: network('main', 'eip155') })).rejects.toThrow(NetworkOutsideAdapterError)
  expect(() => connections.checkNetwork(network('other'))).toThrow(NetworkOutsideAdapterError)
  expect(live.chainId).toBe('dev')
})

test('remembered under portico.<storageName>.connections when the adapter names its key (bitcoin keeps `bitcoin`)', () => {
  const storage = createMemoryStorage()
  const connections = createAdapterConnections({ namespace: 'bip122', networks, storage, storageName: 'bitcoin', getConnectors: () => [] })
  connections.add('bip122:A', { chainId: 'main', stop: vi.fn() })
  expect(storage.getItem('portico.bitcoin.connections')).toBe('["bip122:A"]')
})
