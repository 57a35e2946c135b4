import { expect, test } from 'vitest'
import { BaseError } from '../errors/base'
import { InvalidSIWXMessageError, SIWXInitError, SIWXNamespaceNotSupportedError, SIWXServerError, SIWXSignError } from './errors'

test('the sign-in toasts carry the spec’s exact text and keep their cause', () => {
  const cause = new Error('fetch failed')
  const init = new SIWXInitError({ cause })
  expect(init).toBeInstanceOf(BaseError)
  expect(init.shortMessage).toBe('A problem occurred while trying initialize authentication')
  expect(init.cause).toBe(cause)
  expect(init.details).toBe('fetch failed')
  expect(new SIWXSignError().shortMessage).toBe('Error signing message')
})

test('message, namespace and server errors say what and where', () => {
  const invalid = new InvalidSIWXMessageError({ field: 'nonce', reason: 'too short' })
  expect(invalid.field).toBe('nonce')
  expect(invalid.message).toBe('Invalid sign-in message field `nonce`\n\nDetails: too short')
  expect(new SIWXNamespaceNotSupportedError({ chainId: 'cosmos:cosmoshub-4' }).message).toContain('Sign-in messages are not defined for cosmos:cosmoshub-4.')
  const server = new SIWXServerError({ code: 'siwx_nonce_used', status: 400, message: 'The nonce was already used' })
  expect([server.code, server.status, server.shortMessage]).toEqual(['siwx_nonce_used', 400, 'The nonce was already used'])
})
