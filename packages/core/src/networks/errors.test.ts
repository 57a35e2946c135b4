import { describe, expect, test } from 'vitest'
import { BaseError } from '../errors/base'
import { ChainNotSupportedError, NetworkOutsideAdapterError, UnsupportedChainError } from './errors'
import { NetworkNotFoundError } from './networkNotFoundError'

describe('NetworkNotFoundError', () => {
  test('message and context', () => {
    const error = new NetworkNotFoundError({ caipNetworkId: 'eip155:999' })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('NetworkNotFoundError')
    expect(error.shortMessage).toBe('Network not found')
    expect(error.caipNetworkId).toBe('eip155:999')
    expect(error.metaMessages).toEqual(['Network: eip155:999'])
  })

  test('without an id', () => {
    const error = new NetworkNotFoundError()
    expect(error.message).toBe('Network not found')
    expect(error.metaMessages).toBeUndefined()
  })
})

describe('ChainNotSupportedError', () => {
  test('message, context and cause', () => {
    const cause = new Error('no swaps here')
    const error = new ChainNotSupportedError({ chainId: 'eip155:56', cause })
    expect(error.name).toBe('ChainNotSupportedError')
    expect(error.shortMessage).toBe('Chain is not supported')
    expect(error.chainId).toBe('eip155:56')
    expect(error.cause).toBe(cause)
    expect(error.details).toBe('no swaps here')
  })

  test('without arguments', () => {
    expect(new ChainNotSupportedError().message).toBe('Chain is not supported')
  })
})

describe('NetworkOutsideAdapterError', () => {
  test('message names the network and the adapter', () => {
    const error = new NetworkOutsideAdapterError({ caipNetworkId: 'eip155:1', chainNamespace: 'solana' })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('NetworkOutsideAdapterError')
    expect(error.shortMessage).toBe('Unsupported chain')
    expect(error.caipNetworkId).toBe('eip155:1')
    expect(error.metaMessages).toEqual(['Network: eip155:1', 'Adapter: solana'])
  })

  test('without arguments', () => {
    expect(new NetworkOutsideAdapterError().message).toBe('Unsupported chain')
  })

  test('the deprecated UnsupportedChainError is the same class', () => {
    const error = new NetworkOutsideAdapterError({ caipNetworkId: 'eip155:1' })
    expect(error).toBeInstanceOf(UnsupportedChainError)
    expect(new UnsupportedChainError()).toBeInstanceOf(NetworkOutsideAdapterError)
  })
})
