import { expect, test } from 'vitest'
import { AdapterNotFoundError } from './adapter'
import { BaseError } from './base'

test('spec message with the namespace', () => {
  const error = new AdapterNotFoundError({ chainNamespace: 'solana' })
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('AdapterNotFoundError')
  expect(error.shortMessage).toBe("Adapter for namespace solana doesn't exist")
  expect(error.chainNamespace).toBe('solana')
  expect(error.metaMessages).toEqual(['Add an adapter for this namespace to the `adapters` option.'])
})

test('names the action', () => {
  const error = new AdapterNotFoundError({ chainNamespace: 'bip122', action: 'sendTransaction' })
  expect(error.metaMessages?.[0]).toBe('Action: sendTransaction')
})

test('unknown namespace still reads', () => {
  expect(new AdapterNotFoundError({ chainNamespace: undefined }).shortMessage).toBe(
    "Adapter for namespace undefined doesn't exist",
  )
})
