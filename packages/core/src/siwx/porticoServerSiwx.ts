import type { Storage } from '../storage/types'
import type { SIWXConfig } from './types'

export type PorticoServerSiwxParameters = {
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

/**
 * A ready-made `siwx` option backed by the Portico server: nonces from `/v1/siwx/nonce`, signed
 * messages checked by `/v1/siwx/verify` (EOA and smart-account signatures), the session read from
 * `/v1/siwx/me` and ended by `/v1/siwx/signout`. Its code loads on first use.
 *
 * @example
 * createPortico({ adapters, siwx: porticoServerSiwx({ serverUrl, projectId, required: true }) })
 */
export function porticoServerSiwx(parameters: PorticoServerSiwxParameters): SIWXConfig {
  const impl = () => import('./createServerSiwx').then((m) => m.createServerSiwx(parameters))
  let loaded: Promise<SIWXConfig> | undefined
  const get = () => (loaded ??= impl())
  return {
    required: parameters.required ?? false,
    createMessage: async (input) => (await get()).createMessage(input),
    addSession: async (session) => (await get()).addSession(session),
    getSessions: async (chainId, address) => (await get()).getSessions(chainId, address),
    revokeSession: async (chainId, address) => (await get()).revokeSession(chainId, address),
    setSessions: async (sessions) => (await get()).setSessions(sessions),
  }
}
