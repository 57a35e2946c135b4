import { describe, expect, test } from 'vitest'
import { BaseError } from './base'
import {
  InvalidChainIdError,
  UnrecognizedChainError,
  UserRejectedRequestError,
  WalletDefaultError,
  WalletError,
} from './wallet'

describe.each([
  [UserRejectedRequestError, 'UserRejectedRequestError', 4001, 'User rejected the request'],
  [UnrecognizedChainError, 'UnrecognizedChainError', 4902, 'Unrecognized chain'],
  [WalletDefaultError, 'WalletDefaultError', 5000, 'Wallet request failed'],
  [InvalidChainIdError, 'InvalidChainIdError', 32603, 'Invalid chain id'],
] as const)('%o', (ErrorClass, name, code, shortMessage) => {
  test('name, code, message', () => {
    const error = new ErrorClass()
    expect(error).toBeInstanceOf(WalletError)
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe(name)
    expect(error.code).toBe(code)
    expect(ErrorClass.code).toBe(code)
    expect(error.shortMessage).toBe(shortMessage)
    expect(error.metaMessages).toEqual([`Code: ${code}`])
  })

  test('keeps the cause', () => {
    const cause = Object.assign(new Error('provider said no'), { code })
    const error = new ErrorClass({ cause })
    expect(error.cause).toBe(cause)
    expect(error.details).toBe('provider said no')
    expect(error.walk()).toBe(cause)
  })
})

test('InvalidChainIdError keeps -32603', () => {
  expect(new InvalidChainIdError({ code: -32603 }).code).toBe(-32603)
})

test('the classes carry the spec codes', () => {
  expect([UserRejectedRequestError.code, UnrecognizedChainError.code, WalletDefaultError.code, InvalidChainIdError.code]).toEqual([4001, 4902, 5000, 32603])
})
