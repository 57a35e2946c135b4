import { describe, expect, test } from 'vitest'
import { SendCallsValidationError } from '../errors/send'
import { validateSendCalls } from './validateSendCalls'

const to = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function errorOf(calls: unknown): SendCallsValidationError {
  try {
    validateSendCalls(calls)
  } catch (error) {
    if (error instanceof SendCallsValidationError) return error
    throw error
  }
  throw new Error('expected validateSendCalls to throw')
}

describe('valid', () => {
  test.each([
    [[{ to }]],
    [[{ to, data: '0x' }]],
    [[{ to, data: '0xa9059cbb' }, { to, value: '0x1' }]],
    [[{ to, data: undefined }]],
    [[{ to: '0x' }]], // the rule is only "starts with 0x"
  ])('%o', (calls) => {
    expect(() => validateSendCalls(calls)).not.toThrow()
  })

  test('narrows the type', () => {
    const calls: unknown = [{ to }]
    validateSendCalls(calls)
    expect(calls[0]?.to).toBe(to)
  })
})

describe('bad `to` names the index', () => {
  test.each([
    [[{ to: 'vitalik.eth' }], 0],
    [[{ to }, { to: 'f39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }], 1],
    [[{ to }, { to }, { to: '0X1234' }], 2],
    [[{ to: '' }], 0],
    [[{ to: ' 0x12' }], 0],
    [[{ to: 'x0' }], 0],
    [[{ to: null }], 0],
    [[{ data: '0x' }], 0],
    [[{ to: 1234 }], 0],
    [[{ to: 0x1234n }], 0],
    [[{ to: ['0x1'] }], 0],
  ])('%o', (calls, index) => {
    const error = errorOf(calls)
    expect(error.index).toBe(index)
    expect(error.field).toBe('to')
    expect(error.shortMessage).toBe(`Invalid call at index ${index}: \`to\` must be a string starting with 0x`)
  })
})

describe('bad `data` names the index', () => {
  test.each([
    [[{ to, data: 'a9059cbb' }], 0],
    [[{ to }, { to, data: '' }], 1],
    [[{ to, data: null }], 0],
    [[{ to, data: 123 }], 0],
    [[{ to, data: ' 0x' }], 0],
    [[{ to, data: '0X12' }], 0],
  ])('%o', (calls, index) => {
    const error = errorOf(calls)
    expect(error.index).toBe(index)
    expect(error.field).toBe('data')
    expect(error.shortMessage).toBe(`Invalid call at index ${index}: \`data\` must be a string starting with 0x`)
  })
})

test('the first bad call is reported', () => {
  expect(errorOf([{ to }, { to: 'bad' }, { to: 'worse' }]).index).toBe(1)
})

describe('entries that are not calls', () => {
  test.each([[[null]], [[undefined]], [['0x1234']], [[42]], [[[to]]]])('%o', (calls) => {
    const error = errorOf(calls)
    expect(error.index).toBe(0)
    expect(error.field).toBe('call')
  })
})

describe('not a non-empty list', () => {
  test.each([[[]], [undefined], [null], [{ to }], ['0x'], [42]])('%o', (calls) => {
    const error = errorOf(calls)
    expect(error.index).toBeUndefined()
    expect(error.shortMessage).toBe('wallet_sendCalls expects a non-empty list of calls')
  })
})
