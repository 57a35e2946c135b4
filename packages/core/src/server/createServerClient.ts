import { ServerRequestError, type ServerErrorCode } from '../errors/server'
import type {
  AnalyticsEvent,
  GetConfigReturnType,
  GetWalletsParameters,
  GetWalletsReturnType,
  ServerWallet,
} from './types'
import { toRegistryWallet } from './toRegistryWallet'
import type { GetBalancesReturnType, GetHistoryParameters, GetHistoryReturnType } from './accountTypes'

export type ServerClientParameters = {
  /** The Portico server's base URL, e.g. `http://127.0.0.1:8787`. */
  url: string
  projectId: string
  /** `st`: the sdk type sent with every call. */
  sdkType: string
  /** `sv`: the sdk version sent with every call. */
  sdkVersion: string
  /** Per-request time limit; default 10 s. */
  timeoutMs?: number | undefined
  fetch?: typeof fetch | undefined
}

const codes: readonly ServerErrorCode[] = [
  'bad_request',
  'project_not_found',
  'origin_not_allowed',
  'rate_limited',
  'payload_too_large',
  'not_found',
  'internal_error',
  'unknown_chain',
  'upstream_unavailable',
  'feature_disabled',
  'swaps_network_not_supported',
  'swap_provider_unavailable',
  'swap_token_not_supported',
  'swap_no_route',
  'swap_approval_required',
  'name_invalid',
  'name_taken',
  'name_account_has_name',
  'name_not_found',
  'name_invalid_message',
  'name_message_expired',
  'name_nonce_used',
  'name_invalid_signature',
]

/**
 * The kit's client of the Portico server. Every call carries `projectId`, `st` and `sv`; every
 * failure is a `ServerRequestError` with the server's stable code.
 *
 * @example
 * const server = createServerClient({ url, projectId, sdkType: 'portico', sdkVersion: 'html-wagmi-4.2.2' })
 * const { features } = await server.getConfig()
 */
export function createServerClient(parameters: ServerClientParameters) {
  const base = parameters.url.replace(/\/+$/, '')
  const timeoutMs = parameters.timeoutMs ?? 10_000
  const doFetch = parameters.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))

  const toUrl = (path: string, query: Record<string, string | number | undefined> = {}) => {
    const url = new URL(base + path)
    const all = { projectId: parameters.projectId, st: parameters.sdkType, sv: parameters.sdkVersion, ...query }
    for (const [key, value] of Object.entries(all)) if (value !== undefined && value !== '') url.searchParams.set(key, String(value))
    return url.toString()
  }

  async function request<T>(path: string, init: RequestInit & { query?: Record<string, string | number | undefined> } = {}) {
    const { query, ...rest } = init
    let response: Response
    try {
      response = await doFetch(toUrl(path, query), { ...rest, signal: AbortSignal.timeout(timeoutMs) })
    } catch (cause) {
      throw new ServerRequestError({ code: 'unreachable', status: 0, path, cause })
    }
    if (response.status === 202 || response.status === 204) return undefined as T
    const body: unknown = await response.json().catch(() => undefined)
    if (response.ok && body !== undefined) return body as T
    const error = (body as { error?: { code?: string; message?: string } } | undefined)?.error
    const code = codes.find((c) => c === error?.code) ?? (response.ok ? 'invalid_response' : response.status >= 500 ? 'internal_error' : 'bad_request')
    throw new ServerRequestError({ code, status: response.status, path, message: error?.message })
  }

  const list = (values: readonly string[] | undefined) => (values?.length ? values.join(',') : undefined)

  return {
    url: base,
    projectId: parameters.projectId,
    /** `GET /v1/config`: the project's remote features and the networks the server has a logo for. */
    getConfig: () => request<GetConfigReturnType>('/v1/config'),
    /** `GET /v1/origins`: the origins allowed to use the embedded wallet. */
    getAllowedOrigins: () => request<{ allowedOrigins: string[] }>('/v1/origins'),
    /** `GET /getWallets`: a page of the wallet registry. */
    async getWallets(query: GetWalletsParameters = {}): Promise<GetWalletsReturnType> {
      const body = await request<{ data: ServerWallet[]; count: number }>('/getWallets', {
        query: {
          page: query.page,
          entries: query.entries,
          search: query.search,
          include: list(query.include),
          exclude: list(query.exclude),
          chains: list(query.chains),
          rdns: list(query.rdns),
        },
      })
      return { data: body.data.map(toRegistryWallet), count: body.count }
    },
    /** `GET /v1/account/{address}/balance`: native and token balances on one chain (CAIP-2 or number). */
    getBalances: (address: string, query: { chainId: string | number; currency?: string | undefined }) =>
      request<GetBalancesReturnType>(`/v1/account/${encodeURIComponent(address)}/balance`, {
        query: { currency: query.currency ?? 'usd', chainId: query.chainId },
      }),
    /** `GET /v1/account/{address}/history`: a page of the account's transactions, newest first. */
    getHistory: (address: string, query: GetHistoryParameters = {}) =>
      request<GetHistoryReturnType>(`/v1/account/${encodeURIComponent(address)}/history`, {
        query: { chainId: query.chainId, cursor: query.cursor ?? undefined, limit: query.limit },
      }),
    /** `POST /e`: a batch of analytics events. */
    sendEvents: (events: readonly AnalyticsEvent[]) =>
      request<{ accepted: number; dropped: number } | undefined>('/e', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(events),
        keepalive: true,
      }),
    /** Sends events while the page goes away (no answer is read). Returns false when the browser refused. */
    beaconEvents(events: readonly AnalyticsEvent[]): boolean {
      if (typeof navigator === 'undefined' || !navigator.sendBeacon) return false
      return navigator.sendBeacon(toUrl('/e'), new Blob([JSON.stringify(events)], { type: 'text/plain' }))
    },
  }
}

export type ServerClient = ReturnType<typeof createServerClient>
