import { describe, expect, it } from 'vitest'
import { CallsIdError, InvalidCallsError } from './errors'
import { validateCalls, validateCallsId } from './validateCalls'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('validateCalls (spec §5)', () => {
  it('accepts calls whose to and data start with 0x, data and value optional', () => {
    expect(() => validateCalls([{ to }, { to, data: '0xa9059cbb' }, { to, value: 0n }, { to, data: '0x', value: 5n }])).not.toThrow()
  })

  it.each([
    [[{ to: '70997970C51812dc3A010C7d01b50e0d17dc79C8' }], 0, "Invalid call at index 0: 'to' must start with 0x"],
    [[{ to }, { to: 'vitalik.eth' }], 1, "Invalid call at index 1: 'to' must start with 0x"],
    [[{ to, data: 'a9059cbb' }], 0, "Invalid call at index 0: 'data' must start with 0x"],
    [[{ to, data: '0xzz' }], 0, "Invalid call at index 0: 'data' must be hex bytes"],
    [[{ to, data: '0xabc' }], 0, "Invalid call at index 0: 'data' must be hex bytes"],
    [[{ to, value: -1n }], 0, "Invalid call at index 0: 'value' must be a non-negative bigint"],
    [[{ to, value: 1 as unknown as bigint }], 0, "Invalid call at index 0: 'value' must be a non-negative bigint"],
    [[null as unknown as { to: string }], 0, 'Invalid call at index 0: a call must be an object'],
  ])('refuses batch %#', (calls, index, message) => {
    let error: unknown
    try {
      validateCalls(calls)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(InvalidCallsError)
    expect((error as InvalidCallsError).shortMessage).toBe(message)
    expect((error as InvalidCallsError).index).toBe(index)
  })

  it('refuses an empty batch', () => {
    expect(() => validateCalls([])).toThrow('Invalid calls: at least one call is required')
    expect(() => validateCalls(undefined as unknown as [])).toThrow(InvalidCallsError)
  })
})

describe('validateCallsId', () => {
  it('accepts a non-empty string of at most 8,192 characters', () => {
    expect(() => validateCallsId('0x1234')).not.toThrow()
    expect(() => validateCallsId('a'.repeat(8_192))).not.toThrow()
  })
  it.each([[''], ['a'.repeat(8_193)], [42], [undefined]])('refuses %j', (id) => {
    expect(() => validateCallsId(id)).toThrow(CallsIdError)
  })
})
