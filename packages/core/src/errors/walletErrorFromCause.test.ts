import { describe, expect, test } from 'vitest'
import { BaseError } from './base'
import { InvalidChainIdError, UnrecognizedChainError, UserRejectedRequestError, WalletDefaultError } from './wallet'
import { walletErrorFromCause } from './walletErrorFromCause'

describe('maps codes', () => {
  test.each([
    [4001, UserRejectedRequestError],
    [4902, UnrecognizedChainError],
    [5000, WalletDefaultError],
    [32603, InvalidChainIdError],
    [-32603, InvalidChainIdError],
  ] as const)('%i', (code, ErrorClass) => {
    const cause = { code, message: 'x' }
    const error = walletErrorFromCause(cause)
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error.cause).toBe(cause)
  })

  test('numeric strings', () => {
    expect(walletErrorFromCause({ code: '4001' })).toBeInstanceOf(UserRejectedRequestError)
  })

  test('-32603 keeps its sign', () => {
    expect(walletErrorFromCause({ code: -32603 }).code).toBe(-32603)
    expect(walletErrorFromCause({ code: 32603 }).code).toBe(32603)
  })
})

describe('finds the code anywhere', () => {
  test('cause.code', () => {
    const error = new Error('wrapped', { cause: { code: 4001 } })
    expect(walletErrorFromCause(error)).toBeInstanceOf(UserRejectedRequestError)
  })

  test('data.originalError.code', () => {
    expect(walletErrorFromCause({ data: { originalError: { code: 4902 } } })).toBeInstanceOf(UnrecognizedChainError)
  })

  test('a specific code beats the -32603 wrapper (MetaMask mobile)', () => {
    const cause = { code: -32603, message: 'Internal JSON-RPC error.', data: { originalError: { code: 4902 } } }
    const error = walletErrorFromCause(cause)
    expect(error).toBeInstanceOf(UnrecognizedChainError)
    expect(error.cause).toBe(cause)
  })

  test('ethers v6 style info.error.code', () => {
    const cause = { code: 'ACTION_REJECTED', info: { error: { code: 4001 } } }
    expect(walletErrorFromCause(cause)).toBeInstanceOf(UserRejectedRequestError)
  })

  test('deep cause chain through a BaseError', () => {
    const inner = Object.assign(new Error('rejected'), { code: 4001 })
    const outer = new BaseError('outer', { cause: new Error('middle', { cause: inner }) })
    expect(walletErrorFromCause(outer)).toBeInstanceOf(UserRejectedRequestError)
  })

  test('cycles do not hang', () => {
    const a: Record<string, unknown> = {}
    const b: Record<string, unknown> = { cause: a }
    a.cause = b
    expect(walletErrorFromCause(a)).toBeInstanceOf(WalletDefaultError)
  })

  test('throwing getters count as missing', () => {
    const cause = {
      get code(): number {
        throw new Error('nope')
      },
      data: { code: 4902 },
    }
    expect(walletErrorFromCause(cause)).toBeInstanceOf(UnrecognizedChainError)
  })
})

describe('fallbacks', () => {
  test('unknown code → WalletDefaultError with the cause', () => {
    const cause = { code: 1234, message: 'weird' }
    const error = walletErrorFromCause(cause)
    expect(error).toBeInstanceOf(WalletDefaultError)
    expect(error.code).toBe(5000)
    expect(error.cause).toBe(cause)
  })

  test.each([undefined, null, 'boom', 42, new Error('no code'), { code: 1.5 }, { code: 'ACTION_REJECTED' }])(
    'no code: %o',
    (cause) => {
      const error = walletErrorFromCause(cause)
      expect(error).toBeInstanceOf(WalletDefaultError)
      expect(error.cause).toBe(cause)
    },
  )

  test('a Portico wallet error is returned as is', () => {
    const error = new UnrecognizedChainError()
    expect(walletErrorFromCause(error)).toBe(error)
  })
})
