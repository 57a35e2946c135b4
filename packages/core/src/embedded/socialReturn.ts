/** The host page's note (this tab, this origin) that it went to a provider in the same tab. */
const markerKey = 'portico.sameTabSocialLogin'
/** The fragment the server's callback adds to the return address (`ok.<result>` or `error.<code>`). */
const fragment = /^#portico-social=(ok\.[A-Za-z0-9_-]{43}|error\.[a-z_]{1,64})$/

export type SocialReturn = { provider: string; outcome: { result: string } | { error: string } }

function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined
  }
}

/**
 * Before a same-tab social login (the browser blocked the popup): notes the provider in this tab and
 * answers the address to come back to, this page without its fragment (the server checks it
 * against the project's origins).
 */
export function startSameTabSocial(provider: string, storage = sessionStore()): string {
  storage?.setItem(markerKey, JSON.stringify({ provider: provider.slice(0, 32) }))
  const url = new URL(window.location.href)
  url.hash = ''
  return url.href
}

/**
 * Back from a same-tab social login: the outcome the server put in the fragment (removed from the
 * address at once, so neither history nor a reload keeps it), if this tab started one (a fragment
 * in a link someone was sent is ignored: nothing resumes a login this tab did not start).
 */
export function takeSocialReturn(storage = sessionStore()): SocialReturn | undefined {
  if (typeof window === 'undefined') return undefined
  const match = fragment.exec(window.location.hash)
  if (!match) return undefined
  const url = new URL(window.location.href)
  url.hash = ''
  window.history.replaceState(window.history.state, '', url.href)
  const marker = storage?.getItem(markerKey)
  storage?.removeItem(markerKey)
  let provider: unknown
  try {
    provider = (JSON.parse(marker ?? 'null') as { provider?: unknown } | null)?.provider
  } catch {
    return undefined
  }
  if (typeof provider !== 'string') return undefined
  const [kind, value] = [match[1]!.slice(0, match[1]!.indexOf('.')), match[1]!.slice(match[1]!.indexOf('.') + 1)]
  return { provider, outcome: kind === 'ok' ? { result: value } : { error: value } }
}
