import { expect, test } from 'vitest'
import { BaseError } from '../errors/base'
import { EmptyNetworksError, OptionsConflictError } from './errors'

test('OptionsConflictError: exact spec message', () => {
  const error = new OptionsConflictError()
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('OptionsConflictError')
  expect(error.shortMessage).toBe('Cannot set both `siweConfig` and `siwx` options')
  expect(error.message.startsWith('Cannot set both `siweConfig` and `siwx` options\n\n')).toBe(true)
})

test('EmptyNetworksError', () => {
  const error = new EmptyNetworksError({ value: [] })
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('EmptyNetworksError')
  expect(error.shortMessage).toBe('At least one network is required')
  expect(error.metaMessages?.[0]).toBe('Received: an empty list')
  expect(new EmptyNetworksError({ value: 'eip155:1' }).metaMessages?.[0]).toBe('Received: string')
})
