// Allow-list matching shared by the Portico server (which enforces it) and the kit (which
// checks the page's origin against the list the server sends).

/**
 * An allow-list entry: an exact origin (`https://app.example.com`, `http://127.0.0.1:5173`) or a
 * wildcard subdomain pattern (`https://*.example.com`, which matches `https://a.example.com` and
 * `https://a.b.example.com` but not `https://example.com`).
 */
type OriginPattern = {
  protocol: string
  /** The host without the `*.`, lowercased. */
  host: string
  /** '' for the scheme's default port. */
  port: string
  wildcard: boolean
}

/**
 * Parses an allow-list entry and returns it normalized (`HTTPS://App.Example.com/` → `https://app.example.com`),
 * or undefined when it is not an origin or a `scheme://*.domain` pattern.
 */
export function normalizeOriginPattern(entry: string): string | undefined {
  const pattern = parseOriginPattern(entry)
  if (!pattern) return undefined
  return `${pattern.protocol}//${pattern.wildcard ? '*.' : ''}${pattern.host}${pattern.port ? `:${pattern.port}` : ''}`
}

/** Parses an allow-list entry into its parts; undefined when it is not an origin or a `scheme://*.domain` pattern. */
function parseOriginPattern(entry: string): OriginPattern | undefined {
  const match = /^([a-z][a-z0-9+.-]*:)\/\/(\*\.)?([^/?#]+?)\/?$/i.exec(entry.trim())
  if (!match) return undefined
  const [, scheme, star, rest] = match
  let url: URL
  try {
    url = new URL(`${scheme}//${rest}`)
  } catch {
    return undefined
  }
  // Only the origin part: no user info, path, query or fragment.
  if (url.username || url.password || url.pathname.replace(/^\/$/, '') || url.search || url.hash) return undefined
  if (!url.hostname || url.hostname.includes('*')) return undefined
  const wildcard = Boolean(star)
  // `*.com` style patterns would allow a whole TLD.
  if (wildcard && !url.hostname.includes('.') && url.hostname !== 'localhost') return undefined
  return { protocol: url.protocol, host: url.hostname, port: url.port, wildcard }
}

/** True when `origin` (an `Origin` header) is allowed by `allowedOrigins`; an empty list allows any origin. */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  if (allowedOrigins.length === 0) return true
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false // `null` (sandboxed iframes, file://) and garbage
  }
  const host = url.hostname
  return allowedOrigins.some((entry) => {
    const pattern = parseOriginPattern(entry)
    if (!pattern || pattern.protocol !== url.protocol || pattern.port !== url.port) return false
    return pattern.wildcard ? host.endsWith(`.${pattern.host}`) : host === pattern.host
  })
}
