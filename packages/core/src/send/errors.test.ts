import { expect, test } from 'vitest'
import { BaseError } from '../errors/base'
import { SendAmountAndReceiverRequiredError, SendTokenRequiredError } from './errors'

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
