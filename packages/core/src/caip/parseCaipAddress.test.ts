import { describe, expect, expectTypeOf, test } from 'vitest'
import { InvalidCaipAddressError, UnsupportedChainNamespaceError } from './errors'
import { parseCaipAddress } from './parseCaipAddress'
import type { ChainNamespace } from './types'

const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('valid', () => {
  test.each([
    [`eip155:1:${evm}`, { chainNamespace: 'eip155', chainId: '1', address: evm }],
    [
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      {
        chainNamespace: 'solana',
        chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      },
    ],
    [
      'bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      {
        chainNamespace: 'bip122',
        chainId: '000000000019d6689c085ae165831e93',
        address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      },
    ],
    [
      'polkadot:91b171bb158e2d3848fa23a9f1c25182:5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
      {
        chainNamespace: 'polkadot',
        chainId: '91b171bb158e2d3848fa23a9f1c25182',
        address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
      },
    ],
    [
      'cosmos:cosmoshub-4:cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0',
      { chainNamespace: 'cosmos', chainId: 'cosmoshub-4', address: 'cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0' },
    ],
  ])('%s', (value, expected) => {
    expect(parseCaipAddress(value)).toEqual(expected)
  })

  test('keeps the address case', () => {
    expect(parseCaipAddress(`eip155:8453:${evm.toLowerCase()}`).address).toBe(evm.toLowerCase())
  })
})

describe('not 3 non-empty parts → InvalidCaipAddressError', () => {
  test.each([
    '',
    ' ',
    'eip155',
    'eip155:1',
    `eip155:1:${evm}:extra`,
    `:1:${evm}`,
    `eip155::${evm}`,
    'eip155:1:',
    '::',
    ':::',
    `eip155:1:${evm}:`,
  ])('%o', (value) => {
    expect(() => parseCaipAddress(value)).toThrow(InvalidCaipAddressError)
    expect(() => parseCaipAddress(value)).toThrow('Invalid CAIP-10 address')
  })
})

describe('outside the CAIP grammar → InvalidCaipAddressError', () => {
  test.each([
    ` eip155:1:${evm}`, // leading space in the namespace
    `eip155: 1:${evm}`,
    `eip155:1: ${evm}`,
    `eip155:1:${evm} `,
    'eip155:1:0xabc\n',
    'eip155:1:0xäbc',
    'eip155:1:0x💥',
    `eip155:${'1'.repeat(33)}:${evm}`,
    `eip155:1:${'a'.repeat(129)}`,
  ])('%o', (value) => {
    const run = () => parseCaipAddress(value)
    expect(run).toThrow()
    try {
      run()
    } catch (error) {
      // a leading space turns the namespace unknown; every other case is a grammar error
      expect(error instanceof InvalidCaipAddressError || error instanceof UnsupportedChainNamespaceError).toBe(true)
    }
  })

  test('the reason is in the details', () => {
    expect(() => parseCaipAddress('eip155:1:0x💥')).toThrow(/Details: The address may only hold/)
  })
})

describe('unknown namespace → UnsupportedChainNamespaceError', () => {
  test.each([`tron:1:${evm}`, `EIP155:1:${evm}`, `eip155 :1:${evm}`, `eip:1:${evm}`])('%o', (value) => {
    expect(() => parseCaipAddress(value)).toThrow(UnsupportedChainNamespaceError)
  })
})

describe('non-string input → InvalidCaipAddressError', () => {
  test.each([undefined, null, 1, 1n, {}, [], ['eip155', '1', evm], true, () => 'eip155:1:0x'])('%o', (value) => {
    expect(() => parseCaipAddress(value as never)).toThrow(InvalidCaipAddressError)
  })
})

test('types', () => {
  // checked by tsc only; never run
  ;() => {
    expectTypeOf(parseCaipAddress(`eip155:1:${evm}`).chainNamespace).toEqualTypeOf<'eip155'>()
    expectTypeOf(parseCaipAddress('x' as string).chainNamespace).toEqualTypeOf<ChainNamespace>()
    expectTypeOf(parseCaipAddress('x' as string).chainId).toEqualTypeOf<string>()
  }
})
