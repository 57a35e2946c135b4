import { expect, test } from 'vitest'
import { createMemoryStorage } from './createMemoryStorage'
import { createStoredConnections } from './createStoredConnections'

test('adds once (latest last), removes, clears the key; garbage reads as none', () => {
  const storage = createMemoryStorage()
  const stored = createStoredConnections(storage, 'portico.test.connections')
  stored.add('a')
  stored.add('b')
  stored.add('a')
  expect(stored.list()).toEqual(['b', 'a'])
  stored.remove('b')
  expect(JSON.parse(storage.getItem('portico.test.connections')!)).toEqual(['a'])
  stored.clear()
  expect(storage.getItem('portico.test.connections')).toBeNull()
  storage.setItem('portico.test.connections', '{not json')
  expect(stored.list()).toEqual([])
  storage.setItem('portico.test.connections', '["x", 3]')
  expect(stored.list()).toEqual(['x'])
  expect(createStoredConnections(undefined, 'k').list()).toEqual([])
})
