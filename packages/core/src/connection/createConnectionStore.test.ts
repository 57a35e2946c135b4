import { describe, expect, test } from 'vitest'
import { createConnectionStore } from './createConnectionStore'

describe('createConnectionStore', () => {
  test('tracks connections per connector and emits when the last one goes', () => {
    const last: string[] = []
    const store = createConnectionStore({ onLastDisconnect: (ns) => last.push(ns) })
    expect(store.get('eip155').status).toBe('disconnected')
    store.setStatus('eip155', 'connecting')
    store.upsert('eip155', { connectorId: 'a', accounts: ['0x1'], caipNetworkId: 'eip155:1' })
    store.upsert('eip155', { connectorId: 'b', accounts: ['0x2'], caipNetworkId: 'eip155:1' })
    expect(store.get('eip155').status).toBe('connected')
    expect(store.active('eip155')?.connectorId).toBe('b')

    // An account change updates the connection in place.
    store.upsert('eip155', { connectorId: 'b', accounts: ['0x3'], caipNetworkId: 'eip155:1' })
    expect(store.active('eip155')?.accounts).toEqual(['0x3'])

    store.remove('eip155', 'b')
    expect(store.active('eip155')?.connectorId).toBe('a')
    expect(last).toEqual([])
    store.remove('eip155', 'a')
    store.remove('eip155', 'a') // unknown: nothing happens
    expect(store.get('eip155')).toMatchObject({ status: 'disconnected', connections: {} })
    expect(last).toEqual(['eip155'])
    expect(store.get('solana').status).toBe('disconnected')
  })

  test('update changes or adds a connection without making it active', () => {
    const store = createConnectionStore()
    store.upsert('eip155', { connectorId: 'a', accounts: ['0x1'], caipNetworkId: 'eip155:1' })
    store.update('eip155', { connectorId: 'b', accounts: ['0x2'], caipNetworkId: 'eip155:10' })
    store.update('eip155', { connectorId: 'b', accounts: ['0x3'], caipNetworkId: 'eip155:10' })
    expect(store.active('eip155')?.connectorId).toBe('a')
    expect(store.get('eip155').connections.b?.accounts).toEqual(['0x3'])
    // Removing the active one hands over to the most recently connected of the others.
    store.upsert('eip155', { connectorId: 'c', accounts: ['0x4'], caipNetworkId: 'eip155:1' })
    store.upsert('eip155', { connectorId: 'a', accounts: ['0x1'], caipNetworkId: 'eip155:1' })
    store.remove('eip155', 'a')
    expect(store.active('eip155')?.connectorId).toBe('c')
  })
})
