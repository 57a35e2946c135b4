/** How many open layers hold the page's scroll (on `<html>`, so layers of two kits agree). */
const LOCK_ATTRIBUTE = 'data-portico-scroll-lock'
/** Set when the page had a scrollbar: its gutter stays, so nothing moves sideways. */
const GUTTER_ATTRIBUTE = 'data-portico-scroll-gutter'

/**
 * Stops the page from scrolling behind a layer (the stylesheet's `html[data-portico-scroll-lock]`
 * rule), keeping the scroll position and the scrollbar's room. Locks nest: the page scrolls again
 * when the last one is undone. Returns the undo.
 */
export function lockScroll(document: Document): () => void {
  const html = document.documentElement
  const count = Number(html.getAttribute(LOCK_ATTRIBUTE) ?? 0)
  if (count === 0 && (document.defaultView?.innerWidth ?? 0) > html.clientWidth) html.setAttribute(GUTTER_ATTRIBUTE, '')
  html.setAttribute(LOCK_ATTRIBUTE, String(count + 1))
  let undone = false
  return () => {
    if (undone) return
    undone = true
    const left = Number(html.getAttribute(LOCK_ATTRIBUTE) ?? 1) - 1
    if (left > 0) html.setAttribute(LOCK_ATTRIBUTE, String(left))
    else {
      html.removeAttribute(LOCK_ATTRIBUTE)
      html.removeAttribute(GUTTER_ATTRIBUTE)
    }
  }
}
