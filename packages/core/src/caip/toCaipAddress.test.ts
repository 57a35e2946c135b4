import { describe, expect, expectTypeOf, test } from 'vitest'
import { InvalidCaipAddressError, InvalidCaipNetworkIdError, UnsupportedChainNamespaceError } from './errors'
import { parseCaipAddress } from './parseCaipAddress'
import { toCaipAddress } from './toCaipAddress'
import type { CaipAddress } from './types'

const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('builds ids', () => {
  expect(toCaipAddress('eip155:1', evm)).toBe(`eip155:1:${evm}`)
  expect(toCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe(
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
  )
})

test('round-trips with parseCaipAddress', () => {
  expect(parseCaipAddress(toCaipAddress('eip155:10', evm))).toEqual({ chainNamespace: 'eip155', chainId: '10', address: evm })
})

describe('bad address → InvalidCaipAddressError', () => {
  test.each(['', ' ', 'a:b', `${evm} `, '0x💥', 'a'.repeat(129), null, undefined, 42])('%o', (address) => {
    expect(() => toCaipAddress('eip155:1', address as never)).toThrow(InvalidCaipAddressError)
  })
})

describe('bad network id', () => {
  test('malformed → InvalidCaipNetworkIdError', () => {
    expect(() => toCaipAddress('eip155' as never, evm)).toThrow(InvalidCaipNetworkIdError)
    expect(() => toCaipAddress('eip155:1:2' as never, evm)).toThrow(InvalidCaipNetworkIdError)
  })
  test('unknown namespace → UnsupportedChainNamespaceError', () => {
    expect(() => toCaipAddress('tron:1' as never, evm)).toThrow(UnsupportedChainNamespaceError)
  })
})

test('types', () => {
  expectTypeOf(toCaipAddress('eip155:1', '0xabc')).toEqualTypeOf<'eip155:1:0xabc'>()
  expectTypeOf(toCaipAddress('eip155:1', '0xabc')).toExtend<CaipAddress>()
})
