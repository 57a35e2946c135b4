/**
 * Calls `callback` once the page has loaded, when it has not yet (wallets that inject from a
 * content script after the page's code are there by then); never outside browsers or when the page
 * has already loaded. Returns the function that cancels it.
 *
 * @example
 * setup: (events) => connections.setup(events, (report) => [whenPageLoaded(report)]),
 */
export function whenPageLoaded(callback: () => void): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined' || document.readyState === 'complete') return () => undefined
  window.addEventListener('load', callback, { once: true })
  return () => window.removeEventListener('load', callback)
}
