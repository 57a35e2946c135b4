// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ACT_DELAY_MS, createActGate } from './actGate.ts'

type Entry = { isIntersecting: boolean; intersectionRatio: number; isVisible?: boolean }

/** An IntersectionObserver the test drives: `see(entry)` is what the browser would report. */
class FakeObserver {
  static last: FakeObserver | undefined
  constructor(
    readonly callback: (entries: Entry[]) => void,
    readonly options: Record<string, unknown>,
  ) {
    FakeObserver.last = this
  }
  observe() {}
  disconnect() {}
}
const see = (entry: Partial<Entry>) =>
  FakeObserver.last!.callback([{ isIntersecting: true, intersectionRatio: 1, isVisible: true, ...entry }])
/** A browser with IntersectionObserver v2 (`isVisible`), as Chromium. */
const withV2 = () => {
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  vi.stubGlobal('IntersectionObserverEntry', class { isVisible = false })
  Object.defineProperty(globalThis.IntersectionObserverEntry.prototype, 'isVisible', { value: false })
}

beforeEach(() => {
  size = { width: 360, height: 420 }
  vi.useFakeTimers()
  FakeObserver.last = undefined
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** The view's size on screen (happy-dom lays nothing out). */
let size = { width: 360, height: 420 }
function gate() {
  const changes: boolean[] = []
  const target = document.createElement('section')
  target.getBoundingClientRect = () => ({ ...size, x: 0, y: 0, top: 0, left: 0, right: size.width, bottom: size.height }) as DOMRect
  const made = createActGate({ target, onChange: (ready) => changes.push(ready) })
  return { gate: made, changes }
}

describe('createActGate', () => {
  it('asks the browser to track real visibility (IntersectionObserver v2)', () => {
    withV2()
    gate()
    expect(FakeObserver.last!.options).toMatchObject({ trackVisibility: true })
    expect(FakeObserver.last!.options.delay).toBeGreaterThanOrEqual(100)
  })

  it('is ready only once the view was wholly visible for the delay', () => {
    withV2()
    const { gate: g, changes } = gate()
    vi.advanceTimersByTime(ACT_DELAY_MS * 2)
    expect(g.ready()).toBe(false)
    see({})
    vi.advanceTimersByTime(ACT_DELAY_MS - 50)
    expect(g.ready()).toBe(false)
    vi.advanceTimersByTime(50)
    expect(g.ready()).toBe(true)
    expect(changes.at(-1)).toBe(true)
  })

  it('is not ready while the host hides or covers the frame (isVisible false), and waits again after it shows', () => {
    withV2()
    const { gate: g } = gate()
    see({ isVisible: false })
    vi.advanceTimersByTime(ACT_DELAY_MS * 2)
    expect(g.ready()).toBe(false)
    see({})
    vi.advanceTimersByTime(ACT_DELAY_MS)
    expect(g.ready()).toBe(true)
    see({ isVisible: false })
    expect(g.ready()).toBe(false)
    see({})
    expect(g.ready()).toBe(false)
    vi.advanceTimersByTime(ACT_DELAY_MS)
    expect(g.ready()).toBe(true)
  })

  it('is not ready when the view is cut off, out of view, or the frame shrunk', () => {
    withV2()
    const { gate: g } = gate()
    see({ intersectionRatio: 0.6 })
    vi.advanceTimersByTime(ACT_DELAY_MS * 2)
    expect(g.ready()).toBe(false)
    see({})
    vi.advanceTimersByTime(ACT_DELAY_MS)
    expect(g.ready()).toBe(true)
    // Shrunk: the view still wholly in view (no intersection change), but too small.
    size = { width: 200, height: 120 }
    window.dispatchEvent(new Event('resize'))
    expect(g.ready()).toBe(false)
    // Back to full size: a fresh wait.
    size = { width: 360, height: 420 }
    window.dispatchEvent(new Event('resize'))
    expect(g.ready()).toBe(false)
    vi.advanceTimersByTime(ACT_DELAY_MS)
    expect(g.ready()).toBe(true)
    see({ isIntersecting: false, intersectionRatio: 0 })
    vi.advanceTimersByTime(ACT_DELAY_MS * 2)
    expect(g.ready()).toBe(false)
  })

  it('waits again after the frame gets focus back, the tab comes back, or a restart (a new request)', () => {
    withV2()
    const { gate: g } = gate()
    see({})
    vi.advanceTimersByTime(ACT_DELAY_MS)
    expect(g.ready()).toBe(true)
    window.dispatchEvent(new Event('focus'))
    expect(g.ready()).toBe(false)
    vi.advanceTimersByTime(ACT_DELAY_MS)
    expect(g.ready()).toBe(true)
    document.dispatchEvent(new Event('visibilitychange'))
    expect(g.ready()).toBe(false)
    vi.advanceTimersByTime(ACT_DELAY_MS)
    g.restart()
    expect(g.ready()).toBe(false)
    vi.advanceTimersByTime(ACT_DELAY_MS)
    expect(g.ready()).toBe(true)
    g.stop()
    window.dispatchEvent(new Event('focus'))
    expect(g.ready()).toBe(true)
  })

  it('without v2 the intersection alone decides; without IntersectionObserver it is never ready', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    vi.stubGlobal('IntersectionObserverEntry', class {})
    const { gate: g } = gate()
    see({ isVisible: undefined })
    vi.advanceTimersByTime(ACT_DELAY_MS)
    expect(g.ready()).toBe(true)

    vi.stubGlobal('IntersectionObserver', undefined)
    const { gate: none } = gate()
    vi.advanceTimersByTime(ACT_DELAY_MS * 5)
    expect(none.ready()).toBe(false)
  })
})
