import { describe, expect, test } from 'vitest'
import { SendAmountAndReceiverRequiredError, SendTokenRequiredError } from './errors'
import { validateSendInput } from './validateSendInput'

const receiverAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const token = { symbol: 'ETH', address: 'eip155:1:0x0000000000000000000000000000000000000000' }

describe('valid', () => {
  test.each([
    { amount: '1', receiverAddress, token },
    { amount: '0.5', receiverAddress, token },
    { amount: '.5', receiverAddress, token },
    { amount: '1.', receiverAddress, token },
    { amount: ' 2 ', receiverAddress, token },
    { amount: '0.000000000000000001', receiverAddress, token },
    { amount: 0.1, receiverAddress, token },
    { amount: '1', receiverAddress: 'vitalik.eth', token }, // names are resolved elsewhere
  ])('%o', (input) => {
    expect(() => validateSendInput(input)).not.toThrow()
  })

  test('narrows the type', () => {
    const input: { amount?: string; receiverAddress?: string | null; token?: typeof token } = {
      amount: '1',
      receiverAddress,
      token,
    }
    validateSendInput(input)
    const symbol: string = input.token.symbol
    const address: string = input.receiverAddress
    expect([symbol, address]).toEqual(['ETH', receiverAddress])
  })
})

describe('amount or receiver missing → An amount and receiver address are required', () => {
  test.each([
    [{ receiverAddress, token }, ['amount']],
    [{ amount: '', receiverAddress, token }, ['amount']],
    [{ amount: '   ', receiverAddress, token }, ['amount']],
    [{ amount: '0', receiverAddress, token }, ['amount']],
    [{ amount: '0.000', receiverAddress, token }, ['amount']],
    [{ amount: 0, receiverAddress, token }, ['amount']],
    [{ amount: -1, receiverAddress, token }, ['amount']],
    [{ amount: '-1', receiverAddress, token }, ['amount']],
    [{ amount: NaN, receiverAddress, token }, ['amount']],
    [{ amount: Infinity, receiverAddress, token }, ['amount']],
    [{ amount: 'abc', receiverAddress, token }, ['amount']],
    [{ amount: '1,5', receiverAddress, token }, ['amount']],
    [{ amount: '1e18', receiverAddress, token }, ['amount']],
    [{ amount: '0x10', receiverAddress, token }, ['amount']],
    [{ amount: '١', receiverAddress, token }, ['amount']], // Arabic-Indic digit
    [{ amount: null, receiverAddress, token }, ['amount']],
    [{ amount: '1', token }, ['receiverAddress']],
    [{ amount: '1', receiverAddress: '', token }, ['receiverAddress']],
    [{ amount: '1', receiverAddress: '  ', token }, ['receiverAddress']],
    [{ amount: '1', receiverAddress: null, token }, ['receiverAddress']],
    [{}, ['amount', 'receiverAddress']],
  ])('%o', (input, missing) => {
    let error: unknown
    try {
      validateSendInput(input)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(SendAmountAndReceiverRequiredError)
    expect((error as SendAmountAndReceiverRequiredError).shortMessage).toBe('An amount and receiver address are required')
    expect((error as SendAmountAndReceiverRequiredError).missing).toEqual(missing)
  })

  test('checked before the token (spec order)', () => {
    expect(() => validateSendInput({ amount: '', receiverAddress: '' })).toThrow(SendAmountAndReceiverRequiredError)
  })
})

describe('token missing → A token is required', () => {
  test.each([
    { amount: '1', receiverAddress },
    { amount: '1', receiverAddress, token: undefined },
    { amount: '1', receiverAddress, token: null },
  ])('%o', (input) => {
    expect(() => validateSendInput(input)).toThrow(SendTokenRequiredError)
    expect(() => validateSendInput(input)).toThrow('A token is required')
  })
})

test('non-object input', () => {
  expect(() => validateSendInput(undefined as never)).toThrow(SendAmountAndReceiverRequiredError)
  expect(() => validateSendInput(null as never)).toThrow(SendAmountAndReceiverRequiredError)
})
