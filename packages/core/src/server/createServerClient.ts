import { ServerRequestError } from './errors'
import { kitErrorCodes } from '../contract/errorCodes'
import type { GetWalletsParameters, GetWalletsReturnType } from './types'
import { toRegistryWallet } from '../registry/toRegistryWallet'
import type { AnalyticsEvent, Answer, Body, JsonRouteKey } from '../contract'
import type { GetHistoryParameters } from '../account/types'
import type { GetOnrampQuotesParameters } from '../onramp/types'
import type {
  BuildSwapApproveParameters,
  BuildSwapTransactionParameters,
  GetSwapAllowanceParameters,
  GetSwapQuoteParameters,
} from '../swaps/types'

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

/**
 * The kit's client of the Portico server. Every call carries `projectId`, `st` and `sv`; every
 * failure is a `ServerRequestError` with the server's stable code.
 *
 * @example
 * const server = createServerClient({ url, projectId, sdkType: 'portico', sdkVersion: 'portico-0.1.0' })
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
    const error = (body as { error?: { code?: string; message?: string; details?: unknown } } | undefined)?.error
    const code = kitErrorCodes.find((c) => c === error?.code) ?? (response.ok ? 'invalid_response' : response.status >= 500 ? 'internal_error' : 'bad_request')
    throw new ServerRequestError({ code, status: response.status, path, message: error?.message, data: error?.details })
  }

  const list = (values: readonly string[] | undefined) => (values?.length ? values.join(',') : undefined)
  /** A JSON POST of route `K`: its body and answer are the contract's. */
  const post = <K extends JsonRouteKey>(path: string, body: Body<K> | Record<string, never>) =>
    request<Answer<K>>(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

  return {
    url: base,
    projectId: parameters.projectId,
    /** `GET /v1/config`: the project's remote features and the networks the server has a logo for. */
    getConfig: () => request<Answer<'GET /v1/config'>>('/v1/config'),
    /** `GET /v1/origins`: the origins allowed to use the embedded wallet. */
    getAllowedOrigins: () => request<Answer<'GET /v1/origins'>>('/v1/origins'),
    /** `GET /getWallets`: a page of the wallet registry. */
    async getWallets(query: GetWalletsParameters = {}): Promise<GetWalletsReturnType> {
      const body = await request<Answer<'GET /getWallets'>>('/getWallets', {
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
      request<Answer<'GET /v1/account/:address/balance'>>(`/v1/account/${encodeURIComponent(address)}/balance`, {
        query: { currency: query.currency ?? 'usd', chainId: query.chainId },
      }),
    /** `GET /v1/account/{address}/history`: a page of the account's transactions, newest first. */
    getHistory: (address: string, query: GetHistoryParameters = {}) =>
      request<Answer<'GET /v1/account/:address/history'>>(`/v1/account/${encodeURIComponent(address)}/history`, {
        query: { chainId: query.chainId, cursor: query.cursor ?? undefined, limit: query.limit },
      }),
    /** `GET /v1/swap/tokens`: what can be swapped on a chain, with prices and icons. */
    getSwapTokens: (chainId: string | number) => request<Answer<'GET /v1/swap/tokens'>>('/v1/swap/tokens', { query: { chainId } }),
    /** `GET /v1/swap/quote`: what swapping `amount` of `from` for `to` would give. */
    getSwapQuote: ({ chainId, from, to, amount, slippage }: GetSwapQuoteParameters) =>
      request<Answer<'GET /v1/swap/quote'>>('/v1/swap/quote', { query: { chainId, from, to, amount: amount.toString(), slippage } }),
    /** `GET /v1/swap/gas-price`: the chain's gas price (wei). */
    getSwapGasPrice: (chainId: string | number) => request<Answer<'GET /v1/swap/gas-price'>>('/v1/swap/gas-price', { query: { chainId } }),
    /** `GET /v1/swap/allowance`: how much of `token` the swap contract may spend for `address`. */
    getSwapAllowance: ({ chainId, token, address }: GetSwapAllowanceParameters) =>
      request<Answer<'GET /v1/swap/allowance'>>('/v1/swap/allowance', { query: { chainId, token, address } }),
    /** `POST /v1/swap/approve-transaction`: the ERC-20 approval a swap of `amount` needs. */
    buildSwapApprove: ({ chainId, token, address, amount }: BuildSwapApproveParameters) =>
      post<'POST /v1/swap/approve-transaction'>('/v1/swap/approve-transaction', { chainId: String(chainId), token, address, amount: amount.toString() }),
    /** `POST /v1/swap/transaction`: the swap transaction and the quote it was built from. */
    buildSwapTransaction: ({ chainId, from, to, amount, slippage, address, recipient, withApproval }: BuildSwapTransactionParameters) =>
      post<'POST /v1/swap/transaction'>('/v1/swap/transaction', { chainId: String(chainId), from, to, amount: amount.toString(), slippage, address, recipient, withApproval }),
    /** `POST /v1/simulate`: what a batch would change for `from` (balances, approvals, warnings), or the call that reverts. */
    simulate: (body: Body<'POST /v1/simulate'>) => post<'POST /v1/simulate'>('/v1/simulate', body),
    /** `GET /v1/names/lookup`: the account holding `name` (`name_not_found` when nobody does). */
    lookupName: (name: string) => request<Answer<'GET /v1/names/lookup'>>('/v1/names/lookup', { query: { name } }),
    /** `GET /v1/names/reverse`: the names an account holds. */
    reverseLookupName: (address: string, coinType?: number) => request<Answer<'GET /v1/names/reverse'>>('/v1/names/reverse', { query: { address, coinType } }),
    /** `GET /v1/names/suggestions`: whether `name` is free, and free names close to it. */
    getNameSuggestions: (name: string) => request<Answer<'GET /v1/names/suggestions'>>('/v1/names/suggestions', { query: { name } }),
    /** `POST /v1/names/register`: registers the name of a signed registration message. */
    registerName: (body: Body<'POST /v1/names/register'>) => post<'POST /v1/names/register'>('/v1/names/register', body),
    /** `GET /v1/onramp/options`: each on-ramp provider's currencies, payment methods and tokens in a country. */
    getOnrampOptions: ({ country, subdivision }: { country: string; subdivision?: string | undefined }) =>
      request<Answer<'GET /v1/onramp/options'>>('/v1/onramp/options', { query: { country, subdivision } }),
    /** `GET /v1/onramp/quotes`: a quote per provider (`onramp_amount_out_of_range` outside the payment method's limits). */
    getOnrampQuotes: ({ country, subdivision, fiatCurrency, fiatAmount, paymentMethod, cryptoCurrency, address }: GetOnrampQuotesParameters) =>
      request<Answer<'GET /v1/onramp/quotes'>>('/v1/onramp/quotes', {
        query: { country, subdivision, fiatCurrency, fiatAmount, paymentMethod, network: cryptoCurrency.network, token: cryptoCurrency.address, symbol: cryptoCurrency.symbol, address },
      }),
    /** `POST /v1/onramp/checkout`: the provider's checkout URL for a purchase. */
    getOnrampCheckoutUrl: ({ provider, country, subdivision, fiatCurrency, fiatAmount, paymentMethod, cryptoCurrency, address }: GetOnrampQuotesParameters & { provider: string }) =>
      post<'POST /v1/onramp/checkout'>('/v1/onramp/checkout', {
        provider, country, subdivision, fiatCurrency, fiatAmount, paymentMethod, network: cryptoCurrency.network, token: cryptoCurrency.address, symbol: cryptoCurrency.symbol, address,
      }),
    /** `GET /v1/pay/exchanges`: the exchanges that pay `asset` (CAIP-19). */
    getPayExchanges: (asset: string) => request<Answer<'GET /v1/pay/exchanges'>>('/v1/pay/exchanges', { query: { asset } }),
    /** `POST /v1/pay/exchange-payments`: starts a payment at an exchange (the visitor confirms it at `url`). */
    startExchangePayment: (body: Body<'POST /v1/pay/exchange-payments'>) => post<'POST /v1/pay/exchange-payments'>('/v1/pay/exchange-payments', body),
    /** `GET /v1/pay/exchange-payments/:exchange/:id`: where the payment is at the exchange. */
    getExchangePayment: ({ exchange, id }: { exchange: string; id: string }) =>
      request<Answer<'GET /v1/pay/exchange-payments/:exchange/:id'>>(`/v1/pay/exchange-payments/${encodeURIComponent(exchange)}/${encodeURIComponent(id)}`),
    /** `POST /v1/pay/exchange-payments/:exchange/:id/cancel`: cancels it unless it was confirmed (the status after). */
    cancelExchangePayment: ({ exchange, id }: { exchange: string; id: string }) =>
      post<'POST /v1/pay/exchange-payments/:exchange/:id/cancel'>(`/v1/pay/exchange-payments/${encodeURIComponent(exchange)}/${encodeURIComponent(id)}/cancel`, {}),
    /** `POST /e`: a batch of analytics events. */
    sendEvents: (events: readonly AnalyticsEvent[]) =>
      request<Answer<'POST /e'> | undefined>('/e', {
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
