import { describe, expect, it } from 'vitest'
import { screenSlot } from './screenSlot.ts'

const until = (signal: AbortSignal) => new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }))

describe('screenSlot', () => {
  it('opening the screen again closes the open one; abort closes the open one with its reason', async () => {
    const slot = screenSlot()
    const first = slot.run(until)
    const second = slot.run(until)
    await expect(first).rejects.toThrow('Request was aborted')
    slot.abort(new Error('Signed out'))
    await expect(second).rejects.toThrow('Signed out')
    // Nothing open: abort is a no-op, and a finished task does not linger.
    slot.abort()
    expect(await slot.run(async () => 'done')).toBe('done')
  })
})
