import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApprovalQueue } from './approvalQueue.ts'

/** A queue whose views the test answers: `shown` lists what was put on screen, in order. */
function queue(limits: { maxWaiting?: number; expireAfterMs?: number } = {}) {
  const shown: { request: string; answer(approved: boolean): void; signal: AbortSignal }[] = []
  const open: boolean[] = []
  const q = createApprovalQueue<string>({
    show: (request, { signal }) =>
      new Promise<boolean>((resolve, reject) => {
        shown.push({ request, answer: resolve, signal })
        signal.addEventListener('abort', () => reject(signal.reason))
      }),
    setOpen: (value) => open.push(value),
    ...limits,
  })
  return { q, shown, open }
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
afterEach(() => void vi.useRealTimers())

describe('createApprovalQueue', () => {
  it('shows one request at a time: a second waits behind the open one, never replaces it', async () => {
    const { q, shown, open } = queue()
    const first = q.ask('first')
    const second = q.ask('second')
    expect(shown.map((s) => s.request)).toEqual(['first'])
    expect(shown[0]!.signal.aborted).toBe(false)
    expect(q.waiting.count()).toBe(1)
    shown[0]!.answer(true)
    expect(await first).toBe(true)
    await tick()
    expect(shown.map((s) => s.request)).toEqual(['first', 'second'])
    expect(q.waiting.count()).toBe(0)
    shown[1]!.answer(false)
    expect(await second).toBe(false)
    await tick()
    // Open once for the whole run, closed once when none is left.
    expect(open).toEqual([true, false])
  })

  it('abortAll ends the shown request and every waiting one', async () => {
    const { q, shown, open } = queue()
    const all = [q.ask('a'), q.ask('b'), q.ask('c')].map((p) => p.then(() => 'answered', (e: Error) => e.message))
    q.abortAll(new Error('Signed out'))
    expect(await Promise.all(all)).toEqual(['Signed out', 'Signed out', 'Signed out'])
    await tick()
    expect(shown.map((s) => s.request)).toEqual(['a'])
    expect(open).toEqual([true, false])
  })

  it('a waiting request aborted by its caller leaves the queue at once', async () => {
    const { q, shown } = queue()
    const controller = new AbortController()
    void q.ask('a')
    const b = q.ask('b', controller.signal)
    const c = q.ask('c')
    controller.abort(new Error('gone'))
    await expect(b).rejects.toThrow('gone')
    expect(q.waiting.count()).toBe(1)
    shown[0]!.answer(true)
    await tick()
    expect(shown.map((s) => s.request)).toEqual(['a', 'c'])
    shown[1]!.answer(true)
    expect(await c).toBe(true)
  })

  it('refuses a request beyond the waiting limit', async () => {
    const { q, shown } = queue({ maxWaiting: 2 })
    void q.ask('shown')
    void q.ask('waits 1')
    void q.ask('waits 2')
    await expect(q.ask('one too many')).rejects.toThrow('Too many requests are waiting for approval')
    expect(q.waiting.count()).toBe(2)
    shown[0]!.answer(false)
    await tick()
    await expect(Promise.race([q.ask('room again'), tick().then(() => 'waiting')])).resolves.toBe('waiting')
  })

  it('ends a request the host stopped waiting for, shown or waiting', async () => {
    vi.useFakeTimers()
    const { q, shown } = queue({ expireAfterMs: 1_000 })
    const a = q.ask('a').catch((e: Error) => e.message)
    await vi.advanceTimersByTimeAsync(600)
    const b = q.ask('b').catch((e: Error) => e.message)
    await vi.advanceTimersByTimeAsync(400)
    expect(await a).toBe('Request expired')
    expect(shown.map((s) => s.request)).toEqual(['a', 'b'])
    await vi.advanceTimersByTimeAsync(600)
    expect(await b).toBe('Request expired')
  })
})
