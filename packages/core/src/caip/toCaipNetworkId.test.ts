import { describe, expect, expectTypeOf, test } from 'vitest'
import { InvalidCaipNetworkIdError, UnsupportedChainNamespaceError } from './errors'
import { parseCaipNetworkId } from './parseCaipNetworkId'
import { toCaipNetworkId } from './toCaipNetworkId'
import type { CaipNetworkId } from './types'

test('builds ids', () => {
  expect(toCaipNetworkId('eip155', 1)).toBe('eip155:1')
  expect(toCaipNetworkId('eip155', '8453')).toBe('eip155:8453')
  expect(toCaipNetworkId('eip155', 0)).toBe('eip155:0')
  expect(toCaipNetworkId('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  expect(toCaipNetworkId('cosmos', 'cosmoshub-4')).toBe('cosmos:cosmoshub-4')
})

test('round-trips with parseCaipNetworkId', () => {
  const id = toCaipNetworkId('polkadot', '91b171bb158e2d3848fa23a9f1c25182')
  expect(parseCaipNetworkId(id)).toEqual({ chainNamespace: 'polkadot', chainId: '91b171bb158e2d3848fa23a9f1c25182' })
})

describe('bad chain id → InvalidCaipNetworkIdError', () => {
  test.each([-1, 1.5, NaN, Infinity, 2 ** 53, '', ' ', '1:2', 'a b', 'x'.repeat(33), null, undefined, {}])('%o', (chainId) => {
    expect(() => toCaipNetworkId('eip155', chainId as never)).toThrow(InvalidCaipNetworkIdError)
  })
})

describe('unknown namespace → UnsupportedChainNamespaceError', () => {
  test.each(['tron', '', 'EIP155', undefined, 1])('%o', (namespace) => {
    expect(() => toCaipNetworkId(namespace as never, 1)).toThrow(UnsupportedChainNamespaceError)
  })
})

test('types', () => {
  expectTypeOf(toCaipNetworkId('eip155', 1)).toEqualTypeOf<'eip155:1'>()
  expectTypeOf(toCaipNetworkId('solana', 'abc')).toEqualTypeOf<'solana:abc'>()
  expectTypeOf(toCaipNetworkId('eip155', 1 as number)).toExtend<CaipNetworkId>()
})
