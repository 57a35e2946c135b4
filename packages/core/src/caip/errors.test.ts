import { describe, expect, test } from 'vitest'
import { BaseError } from '../errors/base'
import { InvalidCaipAddressError, InvalidCaipNetworkIdError, UnsupportedChainNamespaceError } from './errors'

describe('InvalidCaipAddressError', () => {
  test('spec short message, name, context', () => {
    const error = new InvalidCaipAddressError({ value: 'eip155:1' })
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('InvalidCaipAddressError')
    expect(error.shortMessage).toBe('Invalid CAIP-10 address')
    expect(error.value).toBe('eip155:1')
    expect(error.metaMessages?.[0]).toBe('Received: "eip155:1"')
    expect(error.message).toBe(
      [
        'Invalid CAIP-10 address',
        '',
        'Received: "eip155:1"',
        'Expected: "<namespace>:<chainId>:<address>", e.g. "eip155:1:0xf39F…2266"',
      ].join('\n'),
    )
  })

  test('describes non-string values', () => {
    expect(new InvalidCaipAddressError({ value: 42 }).metaMessages?.[0]).toBe('Received: 42')
    expect(new InvalidCaipAddressError({ value: null }).metaMessages?.[0]).toBe('Received: null')
    expect(new InvalidCaipAddressError({ value: undefined }).metaMessages?.[0]).toBe('Received: undefined')
    expect(new InvalidCaipAddressError({ value: 1n }).metaMessages?.[0]).toBe('Received: 1n')
  })

  test('details', () => {
    const error = new InvalidCaipAddressError({ value: 'a:b:c d', details: 'bad address' })
    expect(error.details).toBe('bad address')
    expect(error.message).toContain('Details: bad address')
  })
})

describe('InvalidCaipNetworkIdError', () => {
  test('spec short message, name, context', () => {
    const error = new InvalidCaipNetworkIdError({ value: 'eip155' })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('InvalidCaipNetworkIdError')
    expect(error.shortMessage).toBe('Invalid CAIP-2 network id')
    expect(error.value).toBe('eip155')
    expect(error.metaMessages).toEqual(['Received: "eip155"', 'Expected: "<namespace>:<chainId>", e.g. "eip155:1"'])
  })
})

describe('UnsupportedChainNamespaceError', () => {
  test('message lists the supported namespaces', () => {
    const error = new UnsupportedChainNamespaceError({ chainNamespace: 'tron' })
    expect(error.name).toBe('UnsupportedChainNamespaceError')
    expect(error.shortMessage).toBe('Unsupported chain namespace')
    expect(error.chainNamespace).toBe('tron')
    expect(error.metaMessages).toEqual(['Namespace: "tron"', 'Supported: eip155, solana, polkadot, bip122, cosmos'])
  })
})
