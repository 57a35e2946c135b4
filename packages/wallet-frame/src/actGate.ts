/** How long Approve stays inert after the view shows, the frame gets focus back or becomes visible again. */
export const ACT_DELAY_MS = 1_000

/** The smallest box (CSS px) the approval may be shown in and still be approved. */
export const MIN_VIEW = { width: 240, height: 240 } as const

/**
 * IntersectionObserver v2 (Chromium): `trackVisibility` asks the browser whether the target is
 * really painted, unobscured, at full opacity and undistorted on the screen, across every frame
 * above it; `isVisible` answers. The DOM types do not have it yet.
 */
type VisibilityInit = IntersectionObserverInit & { trackVisibility?: boolean; delay?: number }
type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean }

export type ActGateOptions = {
  /** The approval view: it must be wholly on screen. */
  target: HTMLElement
  /** Told each time Approve becomes usable or stops being so. */
  onChange(ready: boolean): void
  delayMs?: number | undefined
  /** The frame's window (tests pass their own). */
  win?: Window & typeof globalThis
}

export type ActGate = {
  /** Whether a click or key on Approve may count now. */
  ready(): boolean
  /** Starts the wait again (a new request in the view). */
  restart(): void
  stop(): void
}

/**
 * Whether Approve may act, as a browser's own permission prompt decides it: only after the view has
 * been up for `delayMs`, counted again whenever the frame regains focus, the tab comes back, or
 * the view becomes visible again; and only while the view is wholly inside the frame's viewport,
 * that viewport at least MIN_VIEW, and (where the browser can say it: IntersectionObserver v2)
 * actually visible to the person: not see-through, not covered by the host page, not transformed.
 * A browser without IntersectionObserver at all never lets Approve act.
 */
export function createActGate({ target, onChange, delayMs = ACT_DELAY_MS, win = window }: ActGateOptions): ActGate {
  const v2 = 'isVisible' in (win.IntersectionObserverEntry?.prototype ?? {})
  let visible = false
  let armed = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let last: boolean | undefined

  const tell = () => {
    const now = ready()
    if (now !== last) onChange((last = now))
  }
  const ready = () => armed && visible && win.document.visibilityState === 'visible'
  const restart = () => {
    armed = false
    clearTimeout(timer)
    timer = setTimeout(() => {
      armed = true
      tell()
    }, delayMs)
    tell()
  }
  /** What the browser last reported: the view wholly in the viewport, and (v2) really painted. */
  let seen = false
  /** The viewport and the view at least MIN_VIEW (read live: a resize alone fires no intersection change). */
  const bigEnough = () => {
    const box = target.getBoundingClientRect()
    return box.width >= MIN_VIEW.width && box.height >= MIN_VIEW.height && win.innerWidth >= MIN_VIEW.width && win.innerHeight >= MIN_VIEW.height
  }
  const update = () => {
    const now = seen && bigEnough()
    if (now && !visible) {
      visible = true
      restart()
      return
    }
    visible = now
    tell()
  }
  const onEntry = (entry: VisibilityEntry) => {
    seen = entry.isIntersecting && entry.intersectionRatio >= 0.99 && (!v2 || entry.isVisible === true)
    update()
  }
  const observer = win.IntersectionObserver
    ? new win.IntersectionObserver((entries) => entries.forEach(onEntry), { threshold: [0, 0.5, 0.99, 1], trackVisibility: true, delay: 100 } as VisibilityInit)
    : undefined
  observer?.observe(target)
  const onVisibility = () => (win.document.visibilityState === 'visible' ? restart() : tell())
  win.addEventListener('focus', restart)
  win.addEventListener('resize', update)
  win.document.addEventListener('visibilitychange', onVisibility)
  restart()

  return {
    ready,
    restart,
    stop() {
      clearTimeout(timer)
      observer?.disconnect()
      win.removeEventListener('focus', restart)
      win.removeEventListener('resize', update)
      win.document.removeEventListener('visibilitychange', onVisibility)
    },
  }
}
