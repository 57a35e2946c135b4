import { readCookie } from './readCookie'
import type { Storage } from './types'

export type CreateCookieStorageParameters = {
  /** How long a value lives, in seconds (default 400 days, the longest browsers keep a cookie). */
  maxAge?: number | undefined
  /** Cookie path (default `/`, so every page of the app sends it). */
  path?: string | undefined
  /** Default `Lax`: sent on top-level navigations to the app, not on cross-site sub-requests. */
  sameSite?: 'Lax' | 'Strict' | undefined
  /** The document whose cookies are used; default the page's `document` (none on the server). */
  document?: { cookie: string } | undefined
}

const FOUR_HUNDRED_DAYS = 400 * 24 * 60 * 60

/**
 * A `Storage` over the page's cookies, for server-side rendering: the server reads the same values
 * from the request's `Cookie` header (see `cookieToInitialState`), so its HTML already shows the
 * connected account. On the server, where there is no `document`, it reads nothing and writes
 * nothing.
 *
 * @example
 * const portico = createPortico({ adapters, ssr: true, storage: createCookieStorage(), initialState })
 */
export function createCookieStorage(parameters: CreateCookieStorageParameters = {}): Storage {
  const { maxAge = FOUR_HUNDRED_DAYS, path = '/', sameSite = 'Lax' } = parameters
  const doc = () => parameters.document ?? (typeof document === 'undefined' ? undefined : document)
  const secure = () => (typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '')
  const write = (key: string, value: string, age: number) => {
    const target = doc()
    if (!target) return
    target.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; Path=${path}; Max-Age=${age}; SameSite=${sameSite}${secure()}`
  }
  return {
    getItem(key) {
      return readCookie(doc()?.cookie, encodeURIComponent(key)) ?? null
    },
    setItem(key, value) {
      write(key, value, maxAge)
    },
    removeItem(key) {
      write(key, '', 0)
    },
  }
}
