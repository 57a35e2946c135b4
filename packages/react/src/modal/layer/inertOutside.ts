/** Marks the kit's layers: `modal` (takes the page), `toast` (stays usable over a modal). */
export const LAYER_ATTRIBUTE = 'data-portico-layer'
/** How many open layers made an element inert (kept on the element, so layers of two kits agree). */
const COUNT_ATTRIBUTE = 'data-portico-inert'
// The embedded wallet's frame too: ApproveTransaction shows it over the modal, and its controls must work.
const alwaysLive = `[${LAYER_ATTRIBUTE}="toast"], [data-portico-frame]`
const skipped = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT'])

/**
 * Makes everything in the document inert except `layer`, the kit's toasts and the wallet frame (`inert`: no focus,
 * no clicks, out of the accessibility tree), going down only into the elements that hold one of
 * them. Elements the page had made inert itself stay as they were. A layer opened over another
 * makes the lower one inert too; closing it gives the lower one back. Returns the undo.
 */
export function inertOutside(layer: Element): () => void {
  const changed: Element[] = []
  const live = (element: Element) => element === layer || element.matches(alwaysLive)
  const holdsLive = (element: Element) => element.contains(layer) || element.querySelector(alwaysLive) !== null

  const visit = (parent: Element) => {
    for (const child of Array.from(parent.children)) {
      if (skipped.has(child.tagName) || live(child)) continue
      if (holdsLive(child)) visit(child)
      else if (child.hasAttribute(COUNT_ATTRIBUTE) || !child.hasAttribute('inert')) {
        child.setAttribute(COUNT_ATTRIBUTE, String(Number(child.getAttribute(COUNT_ATTRIBUTE) ?? 0) + 1))
        child.setAttribute('inert', '')
        changed.push(child)
      }
    }
  }
  const body = layer.ownerDocument.body
  if (body) visit(body)

  return () => {
    for (const element of changed) {
      const count = Number(element.getAttribute(COUNT_ATTRIBUTE) ?? 1) - 1
      if (count > 0) element.setAttribute(COUNT_ATTRIBUTE, String(count))
      else {
        element.removeAttribute(COUNT_ATTRIBUTE)
        element.removeAttribute('inert')
      }
    }
  }
}
