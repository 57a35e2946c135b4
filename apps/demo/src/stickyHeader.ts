/**
 * Keeps the page's `scroll-padding-top` at the sticky header's height, so whatever is scrolled or
 * focused into view stops below the header instead of under it (WCAG 2.4.11, Focus Not Obscured):
 * the header's height changes with the window (a phone turned sideways), so it is measured, not fixed.
 * Returns the function that stops it.
 */
export function padScrollForHeader(header: HTMLElement): () => void {
  const root = document.documentElement
  const observer = new ResizeObserver(() => {
    root.style.scrollPaddingTop = `${header.getBoundingClientRect().height}px`
  })
  observer.observe(header)
  return () => {
    observer.disconnect()
    root.style.scrollPaddingTop = ''
  }
}
