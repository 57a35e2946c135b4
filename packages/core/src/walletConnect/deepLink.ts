/**
 * A WalletConnect deep link from a registry wallet's link (`links.mobile` / `links.desktop`) and a pairing
 * URI: a native scheme gets `scheme://wc?uri=…`, a universal (http/https) link gets `https://host/path/wc?uri=…`.
 */
export function formatWalletConnectDeepLink(base: string, uri: string): string {
  const encoded = encodeURIComponent(uri)
  if (/^https?:\/\//i.test(base)) {
    const url = base.endsWith('/') ? base : `${base}/`
    return `${url}wc?uri=${encoded}`
  }
  const scheme = base.includes('://') ? base.slice(0, base.indexOf('://') + 3) : `${base.replace(/:+$/, '')}://`
  return `${scheme}wc?uri=${encoded}`
}

/** A phone or tablet browser (for picking the wallet's mobile link over its desktop one). */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent)
}
