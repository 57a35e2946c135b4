import { parseInitialState, type PorticoInitialState } from '../connection/parseInitialState'
import { readCookie } from './readCookie'
import { storageKeys } from './storageKeys'

/**
 * The initial state a server renders with, read from the request's `Cookie` header (written by
 * `createCookieStorage()` in the browser). `undefined` when the cookie is missing or not usable; a
 * forged cookie only changes what that visitor's own page shows until the wallet answers.
 *
 * @example
 * // app/layout.tsx (Next.js)
 * const initialState = cookieToInitialState((await headers()).get('cookie'))
 */
export function cookieToInitialState(cookieHeader: string | null | undefined): PorticoInitialState | undefined {
  const raw = readCookie(cookieHeader, storageKeys.connections)
  if (raw === undefined) return undefined
  try {
    return parseInitialState(JSON.parse(raw))
  } catch {
    return undefined
  }
}
