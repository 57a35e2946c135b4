/** How many open layers hold the page's scroll (on `<html>`, so layers of two kits agree). */
const LOCK_ATTRIBUTE = 'data-portico-scroll-lock'
/** Set when the page had a scrollbar: its gutter stays, so nothing moves sideways. */
const GUTTER_ATTRIBUTE = 'data-portico-scroll-gutter'

/**
 * Whether the page shows a vertical scrollbar. It reads the layout: call it before the layer's DOM
 * goes in (while rendering), when the layout is still the last frame's, and it costs nothing; after
 * the layer is in, it would lay the page out once more in the opening click's task.
 */
export function pageHasScrollbar(document: Document): boolean {
  return (document.defaultView?.innerWidth ?? 0) > document.documentElement.clientWidth
}

/**
 * Stops the page from scrolling behind a layer (the stylesheet's `html[data-portico-scroll-lock]`
 * rule), keeping the scroll position and the scrollbar's room (`scrollbar`: see `pageHasScrollbar`).
 * Locks nest: the page scrolls again when the last one is undone. Returns the undo.
 */
export function lockScroll(document: Document, { scrollbar }: { scrollbar: boolean }): () => void {
  const html = document.documentElement
  const count = Number(html.getAttribute(LOCK_ATTRIBUTE) ?? 0)
  if (count === 0 && scrollbar) html.setAttribute(GUTTER_ATTRIBUTE, '')
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
