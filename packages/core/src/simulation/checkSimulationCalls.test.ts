import { describe, expect, it } from 'vitest'
import { SIMULATE_MAX_CALLDATA_BYTES, SIMULATE_MAX_CALLS } from '../contract/simulate'
import { checkSimulationCalls } from './checkSimulationCalls'
import { InvalidSimulationError } from './errors'
import { transferCall } from './transferCall'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const refusal = (calls: unknown) => {
  try {
    checkSimulationCalls(calls)
  } catch (error) {
    return error as InvalidSimulationError
  }
  throw new Error('accepted')
}

describe('checkSimulationCalls', () => {
  it('accepts a batch of calls within the limits', () => {
    expect(() => checkSimulationCalls([{ to, value: 1n }, { to, data: '0xa9059cbb' }])).not.toThrow()
  })

  it(`refuses a batch deeper than ${SIMULATE_MAX_CALLS} calls as too large`, () => {
    const error = refusal(Array.from({ length: SIMULATE_MAX_CALLS + 1 }, () => ({ to })))
    expect(error).toBeInstanceOf(InvalidSimulationError)
    expect(error.kind).toBe('too_large')
  })

  it('refuses huge calldata by its length, at once, before reading its characters', () => {
    const huge = `0x${'zz'.repeat(8 * 1024 * 1024)}`
    const started = performance.now()
    const error = refusal([{ to, data: huge }])
    expect(performance.now() - started).toBeLessThan(50)
    expect(error).toMatchObject({ kind: 'too_large', index: 0, shortMessage: `Cannot simulate: at most ${SIMULATE_MAX_CALLDATA_BYTES} bytes of calldata` })
  })

  it('refuses what is not calls: no batch, a bad address, odd or non-hex data, a negative or non-bigint value', () => {
    expect(refusal(undefined).kind).toBe('malformed')
    expect(refusal([]).kind).toBe('malformed')
    expect(refusal([null]).index).toBe(0)
    expect(refusal([{ to }, { to: '0x123' }])).toMatchObject({ kind: 'malformed', index: 1 })
    expect(refusal([{ to, data: '0xabc' }]).kind).toBe('malformed')
    expect(refusal([{ to, data: { toString: () => '0x' } }]).kind).toBe('malformed')
    expect(refusal([{ to, value: -1n }]).kind).toBe('malformed')
    expect(refusal([{ to, value: 1 }]).kind).toBe('malformed')
  })
})

describe('transferCall', () => {
  it('sends native value to the receiver, or calls the token’s transfer(to, amount)', () => {
    expect(transferCall({ token: undefined, to, amount: 10n ** 16n })).toEqual({ to, value: 10n ** 16n })
    expect(transferCall({ token: '0x5FbDB2315678afecb367f032d93F642f64180aa3', to, amount: 255n })).toEqual({
      to: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      data: `0xa9059cbb${'0'.repeat(24)}70997970c51812dc3a010c7d01b50e0d17dc79c8${'0'.repeat(62)}ff`,
    })
  })
})
