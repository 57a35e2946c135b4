import type { CallsStatus } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { pollCallsStatus } from './pollCallsStatus'

const status = (value: CallsStatus['status'], statusCode: number): CallsStatus => ({ id: 'b', status: value, statusCode, atomic: true, mode: 'wallet', receipts: [] })

describe('pollCallsStatus (useCallsStatus)', () => {
  it('reads again while pending and stops at the settled status', async () => {
    const answers = [status('pending', 100), status('pending', 100), status('success', 200), status('success', 200)]
    let reads = 0
    const seen: number[] = []
    await pollCallsStatus({ read: async () => answers[reads++]!, interval: 1, signal: new AbortController().signal, onStatus: (s) => seen.push(s.statusCode), onError: () => undefined })
    expect(reads).toBe(3)
    expect(seen).toEqual([100, 100, 200])
  })

  it('reports an error once and stops', async () => {
    const errors: string[] = []
    let reads = 0
    await pollCallsStatus({
      read: async () => {
        reads++
        throw new Error('Unknown bundle id')
      },
      interval: 1,
      signal: new AbortController().signal,
      onStatus: () => undefined,
      onError: (error) => errors.push(error.message),
    })
    expect([reads, errors]).toEqual([1, ['Unknown bundle id']])
  })

  it('stops when aborted, reporting nothing after', async () => {
    const controller = new AbortController()
    const seen: number[] = []
    let reads = 0
    const done = pollCallsStatus({
      read: async () => {
        reads++
        return status('pending', 100)
      },
      interval: 10_000,
      signal: controller.signal,
      onStatus: (s) => seen.push(s.statusCode),
      onError: () => undefined,
    })
    await new Promise((resolve) => setTimeout(resolve, 5))
    controller.abort()
    await done
    expect([reads, seen]).toEqual([1, [100]])
  })
})
