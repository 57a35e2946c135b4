import { expect, test } from 'vitest'
import { BaseError } from './base'
import { RequestAbortedError, UnknownError } from './request'

test('RequestAbortedError', () => {
  const error = new RequestAbortedError({ method: 'eth_sendTransaction' })
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('RequestAbortedError')
  expect(error.shortMessage).toBe('Request was aborted')
  expect(error.method).toBe('eth_sendTransaction')
  expect(error.metaMessages).toEqual(['Method: eth_sendTransaction'])
  expect(new RequestAbortedError().message).toBe('Request was aborted')
})

test('UnknownError keeps the cause', () => {
  const cause = new TypeError('x is undefined')
  const error = new UnknownError({ cause })
  expect(error.name).toBe('UnknownError')
  expect(error.shortMessage).toBe('Something went wrong')
  expect(error.cause).toBe(cause)
  expect(error.details).toBe('x is undefined')
  expect(error.message).toBe('Something went wrong\n\nDetails: x is undefined')
  expect(new UnknownError().message).toBe('Something went wrong')
})
