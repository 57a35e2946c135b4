import { describe, expect, test } from 'vitest'
import { hasStoredWagmiConnection } from './storedConnection'

function storage(entries: Record<string, string>): Pick<Storage, 'getItem' | 'key' | 'length'> {
  const keys = Object.keys(entries)
  return { length: keys.length, key: (index) => keys[index] ?? null, getItem: (key) => entries[key] ?? null }
}
const state = (connections: unknown[]) => JSON.stringify({ state: { connections: { __type: 'Map', value: connections }, chainId: 1, current: null }, version: 2 })

describe('hasStoredWagmiConnection', () => {
  test('nothing stored, or wagmi state with no connection: nothing to restore', () => {
    expect(hasStoredWagmiConnection(undefined)).toBe(false)
    expect(hasStoredWagmiConnection(storage({}))).toBe(false)
    expect(hasStoredWagmiConnection(storage({ 'portico.wagmi.store': state([]), 'other.app.connected': 'true' }))).toBe(false)
  })

  test('a stored connection, a recent connector or a connected mark: something to restore', () => {
    expect(hasStoredWagmiConnection(storage({ 'portico.wagmi.store': state([['uid', {}]]) }))).toBe(true)
    expect(hasStoredWagmiConnection(storage({ 'portico.wagmi.recentConnectorId': '"io.metamask"' }))).toBe(true)
    expect(hasStoredWagmiConnection(storage({ 'portico.wagmi.injected.connected': 'true' }))).toBe(true)
  })

  test('state it cannot read, or storage that throws: wagmi loads and decides', () => {
    expect(hasStoredWagmiConnection(storage({ 'portico.wagmi.store': '{"state":{}}' }))).toBe(true)
    expect(hasStoredWagmiConnection(storage({ 'portico.wagmi.store': 'not json' }))).toBe(true)
    const throwing = { length: 0, key: () => null, getItem: () => { throw new Error('blocked') } }
    expect(hasStoredWagmiConnection(throwing)).toBe(true)
  })
})
