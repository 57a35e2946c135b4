import { describe, expect, expectTypeOf, test } from 'vitest'
import { InvalidCaipNetworkIdError, UnsupportedChainNamespaceError } from './errors'
import { parseCaipNetworkId } from './parseCaipNetworkId'
import type { ChainNamespace } from './types'

describe('valid', () => {
  test.each([
    ['eip155:1', { chainNamespace: 'eip155', chainId: '1' }],
    ['eip155:8453', { chainNamespace: 'eip155', chainId: '8453' }],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', { chainNamespace: 'solana', chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }],
    ['bip122:000000000019d6689c085ae165831e93', { chainNamespace: 'bip122', chainId: '000000000019d6689c085ae165831e93' }],
    ['polkadot:91b171bb158e2d3848fa23a9f1c25182', { chainNamespace: 'polkadot', chainId: '91b171bb158e2d3848fa23a9f1c25182' }],
    ['cosmos:cosmoshub-4', { chainNamespace: 'cosmos', chainId: 'cosmoshub-4' }],
    ['cosmos:some_chain', { chainNamespace: 'cosmos', chainId: 'some_chain' }],
  ])('%s', (value, expected) => {
    expect(parseCaipNetworkId(value)).toEqual(expected)
  })
})

describe('not 2 non-empty parts → InvalidCaipNetworkIdError', () => {
  test.each(['', ' ', 'eip155', 'eip155:', ':1', ':', 'eip155:1:0xabc', 'eip155:1:', '::'])('%o', (value) => {
    expect(() => parseCaipNetworkId(value)).toThrow(InvalidCaipNetworkIdError)
    expect(() => parseCaipNetworkId(value)).toThrow('Invalid CAIP-2 network id')
  })
})

describe('chain id outside the grammar → InvalidCaipNetworkIdError', () => {
  test.each(['eip155: 1', 'eip155:1 ', 'eip155:1.5', 'eip155:１', 'eip155:0x1!', `eip155:${'9'.repeat(33)}`])(
    '%o',
    (value) => {
      expect(() => parseCaipNetworkId(value)).toThrow(InvalidCaipNetworkIdError)
    },
  )
})

describe('unknown namespace → UnsupportedChainNamespaceError', () => {
  test.each(['tron:1', 'Eip155:1', ' eip155:1', 'eth:1', 'near:mainnet'])('%o', (value) => {
    expect(() => parseCaipNetworkId(value)).toThrow(UnsupportedChainNamespaceError)
    expect(() => parseCaipNetworkId(value)).toThrow('Unsupported chain namespace')
  })
})

describe('non-string input → InvalidCaipNetworkIdError', () => {
  test.each([undefined, null, 1, NaN, {}, [], ['eip155', '1'], false])('%o', (value) => {
    expect(() => parseCaipNetworkId(value as never)).toThrow(InvalidCaipNetworkIdError)
  })
})

test('types', () => {
  // checked by tsc only; never run
  ;() => {
    expectTypeOf(parseCaipNetworkId('solana:abc').chainNamespace).toEqualTypeOf<'solana'>()
    expectTypeOf(parseCaipNetworkId('x' as string).chainNamespace).toEqualTypeOf<ChainNamespace>()
  }
})
