import type { Storage } from '../storage/types'

/** The options of `porticoServerSIWX` (its own file: the lazily loaded implementation needs them too). */
export type PorticoServerSIWXParameters = {
  /** The Portico server, e.g. `https://portico.example.com`. */
  serverUrl: string
  projectId: string
  /**
   * How the session travels: `cookie` (default; an http-only cookie the server sets, sent with
   * `credentials: 'include'`) or `bearer` (the token kept in `storage`, sent as `Authorization`).
   */
  transport?: 'cookie' | 'bearer' | undefined
  /** Cancelling sign-in disconnects. Default false. */
  required?: boolean | undefined
  /** The message's statement line. */
  statement?: string | undefined
  /** How long a signed message is valid; default 24 h (the server caps sessions at 7 days). */
  expiresInMs?: number | undefined
  /** Where a bearer token is kept; default localStorage. */
  storage?: Storage | undefined
  /** The page the sign-in is for; default `window.location`. */
  location?: { host: string; origin: string } | undefined
  fetch?: typeof fetch | undefined
}
