import { expect, test } from 'vitest'
import { BaseError } from '../errors/base'
import { SwapNetworkNotSupportedError, SwapsNetworkNotSupportedError } from './errors'

test("SwapNetworkNotSupportedError: the spec's text, the network, and its name", () => {
  const error = new SwapNetworkNotSupportedError({ caipNetworkId: 'eip155:11155111' })
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('SwapNetworkNotSupportedError')
  expect(error.shortMessage).toBe('Network not supported for Swaps')
  expect(error.caipNetworkId).toBe('eip155:11155111')
})

test('the deprecated SwapsNetworkNotSupportedError is the same class', () => {
  expect(new SwapNetworkNotSupportedError({ caipNetworkId: 'eip155:1' })).toBeInstanceOf(SwapsNetworkNotSupportedError)
  expect(new SwapsNetworkNotSupportedError({ caipNetworkId: 'eip155:1' })).toBeInstanceOf(SwapNetworkNotSupportedError)
})
