import { expect, test } from 'vitest'
import { chainNamespaces } from './chainNamespaces'
import { isChainNamespace } from './isChainNamespace'

test('chainNamespaces', () => {
  expect(chainNamespaces).toEqual(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
})

test.each(chainNamespaces)('%s is supported', (namespace) => {
  expect(isChainNamespace(namespace)).toBe(true)
})

test.each(['', 'EIP155', 'eip155 ', 'tron', 'near', 'eip155:1', null, undefined, 155, {}])('%o is not', (value) => {
  expect(isChainNamespace(value)).toBe(false)
})
