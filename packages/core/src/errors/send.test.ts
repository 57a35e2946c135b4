import { describe, expect, test } from 'vitest'
import { BaseError } from './base'
import { SendAmountAndReceiverRequiredError, SendCallsValidationError, SendTokenRequiredError } from './send'

describe('SendCallsValidationError', () => {
  test('names the bad call and field', () => {
    const error = new SendCallsValidationError({ index: 1, field: 'to', value: 'vitalik.eth' })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('SendCallsValidationError')
    expect(error.shortMessage).toBe('Invalid call at index 1: `to` must be a string starting with 0x')
    expect(error.index).toBe(1)
    expect(error.field).toBe('to')
    expect(error.metaMessages).toEqual(['Received: "vitalik.eth"'])
  })

  test('data and call', () => {
    expect(new SendCallsValidationError({ index: 0, field: 'data', value: 'abc' }).shortMessage).toBe(
      'Invalid call at index 0: `data` must be a string starting with 0x',
    )
    expect(new SendCallsValidationError({ index: 2, field: 'call', value: null }).shortMessage).toBe(
      'Invalid call at index 2: expected an object with a `to` field',
    )
  })

  test('bad list', () => {
    const error = new SendCallsValidationError({ value: [] })
    expect(error.shortMessage).toBe('wallet_sendCalls expects a non-empty list of calls')
    expect(error.index).toBeUndefined()
  })
})

test('SendAmountAndReceiverRequiredError', () => {
  const error = new SendAmountAndReceiverRequiredError({ missing: ['amount'] })
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('SendAmountAndReceiverRequiredError')
  expect(error.shortMessage).toBe('An amount and receiver address are required')
  expect(error.missing).toEqual(['amount'])
  expect(error.metaMessages).toEqual(['Missing: amount'])
  expect(new SendAmountAndReceiverRequiredError().missing).toEqual(['amount', 'receiverAddress'])
})

test('SendTokenRequiredError', () => {
  const error = new SendTokenRequiredError()
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('SendTokenRequiredError')
  expect(error.shortMessage).toBe('A token is required')
})
