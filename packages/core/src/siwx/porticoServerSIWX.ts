import type { PorticoServerSIWXParameters } from './porticoServerSIWXParameters'
import type { SIWXConfig } from './types'

export type { PorticoServerSIWXParameters }
/** @deprecated Renamed `PorticoServerSIWXParameters`; this alias goes in the next minor. */
export type PorticoServerSiwxParameters = PorticoServerSIWXParameters

/**
 * A ready-made `siwx` option backed by the Portico server: nonces from `/v1/siwx/nonce`, signed
 * messages checked by `/v1/siwx/verify` (EOA and smart-account signatures), the session read from
 * `/v1/siwx/me` and ended by `/v1/siwx/signout`. Its code loads on first use.
 *
 * @example
 * createPortico({ adapters, siwx: porticoServerSIWX({ serverUrl, projectId, required: true }) })
 */
export function porticoServerSIWX(parameters: PorticoServerSIWXParameters): SIWXConfig {
  const impl = () => import('./createServerSIWX').then((m) => m.createServerSIWX(parameters))
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

/** @deprecated Renamed `porticoServerSIWX` (the kit's public names spell SIWX in capitals); this alias goes in the next minor. */
export const porticoServerSiwx = porticoServerSIWX
