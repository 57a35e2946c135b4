import { expect, test, vi } from 'vitest'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { createStoredConnections } from '../storage/createStoredConnections'
import { createAdapterConnections } from './createAdapterConnections'
import type { AdapterEvents, Connector } from './types'

const connector: Connector = { id: 'test:A', name: 'A', type: 'injected', chainNamespace: 'solana', installed: true }

function setup() {
  const stored = createStoredConnections(createMemoryStorage(), 'portico.test.connections')
  const connections = createAdapterConnections<{ chainId: string; stop: () => void }>({ stored, getConnectors: () => [connector] })
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
