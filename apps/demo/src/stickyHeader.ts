/**
 * Keeps `--demo-header-height` at the sticky header's height; the page's content takes it as its
 * `scroll-margin-top` (styles.css), so whatever in it is scrolled or focused into view stops below the
 * header instead of under it (WCAG 2.4.11, Focus Not Obscured). On the content only: the header's own
 * controls, sticky at the top, are never scrolled to. The height changes with the window (a phone
 * turned sideways), so it is measured, not fixed. Returns the function that stops it.
 */
export function padScrollForHeader(header: HTMLElement): () => void {
  const root = document.documentElement
  const observer = new ResizeObserver(() => {
    root.style.setProperty('--demo-header-height', `${header.getBoundingClientRect().height}px`)
  })
  observer.observe(header)
  return () => {
    observer.disconnect()
    root.style.removeProperty('--demo-header-height')
  }
}
