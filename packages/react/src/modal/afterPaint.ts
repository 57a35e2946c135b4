/**
 * Runs `fn` once the next frame is painted: what the current task just rendered reaches the screen
 * first, and work that can wait (fetching chunks ahead of use) does not hold that frame back.
 * Returns the cancel.
 */
export function afterPaint(fn: () => void): () => void {
  let timeout: number | undefined
  const frame = window.requestAnimationFrame(() => {
    timeout = window.setTimeout(fn, 0)
  })
  return () => {
    window.cancelAnimationFrame(frame)
    if (timeout !== undefined) window.clearTimeout(timeout)
  }
}
