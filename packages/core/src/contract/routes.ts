import type * as z from 'zod/mini'
import * as account from './account'
import { okAnswer } from './common'
import * as embedded from './embedded'
import * as farcaster from './farcaster'
import * as names from './names'
import * as onramp from './onramp'
import * as pay from './pay'
import * as passkeys from './passkeys'
import * as paymaster from './paymaster'
import * as project from './project'
import * as rpc from './rpc'
import * as siwx from './siwx'
import * as social from './social'
import * as simulate from './simulate'
import * as swaps from './swaps'

type Schema = z.ZodMiniType

/** A JSON route: what it reads (path, query, body) and what it answers on success (`status`, default 200). Any failure is `errorAnswer`. */
export type JsonRoute = { params?: Schema; query?: Schema; body?: Schema; answer: Schema; status?: number }
/** A page or an image for a browser (HTML forms, SVG), or Prometheus text: no JSON answer on success; a failure is still `errorAnswer`. */
export type PageRoute = { page: 'html' | 'svg' | 'prometheus' }

const html = { page: 'html' } as const
const svg = { page: 'svg' } as const
const { sdkQuery } = project

/**
 * Every HTTP route of the Portico server, `'METHOD /path'` (Hono's path syntax) → its schemas.
 * The server's routes parse their input with them; its tests check every answer against them; the
 * kit's client and the wallet frame type their calls by them (`Answer<'GET /v1/config'>`).
 */
export const routes = {
  'GET /health': { answer: project.healthAnswer },
  'GET /healthz': { answer: project.livenessAnswer },
  'GET /readyz': { answer: project.readinessAnswer },
  // Operators' Prometheus scrape (only with PORTICO_METRICS_TOKEN, to its bearer token).
  'GET /metrics': { page: 'prometheus' },
  'GET /v1/config': { query: sdkQuery, answer: project.configAnswer },
  'GET /v1/origins': { query: sdkQuery, answer: project.originsAnswer },
  'POST /e': { query: sdkQuery, body: project.eventsBody, answer: project.eventsAnswer, status: 202 },
  'GET /getWallets': { query: project.walletsQuery, answer: project.walletsAnswer },
  'GET /v1/wallets': { query: project.walletsQuery, answer: project.walletsAnswer },
  'GET /v1/wallet-images/:file': svg,
  'GET /v1/network-images/:file': svg,
  'GET /v1/social-images/:file': svg,
  'GET /v1/token-icons/:file': svg,

  'POST /v1/siwx/nonce': { body: siwx.siwxNonceBody, answer: siwx.siwxNonceAnswer },
  'POST /v1/siwx/verify': { body: siwx.siwxVerifyBody, answer: siwx.siwxVerifyAnswer },
  'GET /v1/siwx/me': { answer: siwx.siwxSessionAnswer },
  'POST /v1/siwx/signout': { answer: okAnswer },

  'GET /v1/': { query: rpc.rpcQuery, answer: rpc.rpcInfoAnswer },
  'POST /v1/': { query: rpc.rpcQuery, body: rpc.rpcBody, answer: rpc.rpcAnswer },

  'GET /v1/account/:address/balance': { params: account.accountParams, query: account.balancesQuery, answer: account.balancesAnswer },
  'GET /v1/account/:address/history': { params: account.accountParams, query: account.historyQuery, answer: account.historyAnswer },

  'GET /v1/swap/tokens': { query: swaps.swapChainQuery, answer: swaps.swapTokensAnswer },
  'GET /v1/swap/quote': { query: swaps.swapQuoteQuery, answer: swaps.swapQuoteAnswer },
  'GET /v1/swap/gas-price': { query: swaps.swapChainQuery, answer: swaps.swapGasPriceAnswer },
  'GET /v1/swap/allowance': { query: swaps.swapAllowanceQuery, answer: swaps.swapAllowanceAnswer },
  'POST /v1/swap/approve-transaction': { body: swaps.swapApproveBody, answer: swaps.swapApproveAnswer },
  'POST /v1/swap/transaction': { body: swaps.swapTransactionBody, answer: swaps.swapTransactionAnswer },
  'POST /v1/simulate': { body: simulate.simulateBody, answer: simulate.simulateAnswer },

  'GET /v1/names/lookup': { query: names.nameQuery, answer: names.nameAnswer },
  'GET /v1/names/reverse': { query: names.reverseNameQuery, answer: names.namesAnswer },
  'GET /v1/names/suggestions': { query: names.nameQuery, answer: names.nameSuggestionsAnswer },
  'POST /v1/names/register': { body: names.registerNameBody, answer: names.nameAnswer, status: 201 },
  'GET /v1/ens/gateway/:sender/:data': { answer: names.ensGatewayAnswer },
  'POST /v1/ens/gateway': { body: names.ensGatewayBody, answer: names.ensGatewayAnswer },

  'GET /v1/onramp/options': { query: onramp.onrampOptionsQuery, answer: onramp.onrampOptionsAnswer },
  'GET /v1/onramp/quotes': { query: onramp.onrampQuotesQuery, answer: onramp.onrampQuotesAnswer },
  'POST /v1/onramp/checkout': { body: onramp.onrampCheckoutBody, answer: onramp.onrampCheckoutAnswer },
  'GET /v1/onramp/sandbox/checkout/:id': html,
  'POST /v1/onramp/sandbox/checkout/:id': html,

  'GET /v1/pay/exchanges': { query: pay.payExchangesQuery, answer: pay.payExchangesAnswer },
  'POST /v1/pay/exchange-payments': { body: pay.exchangePaymentBody, answer: pay.startedExchangePayment },
  'GET /v1/pay/exchange-payments/:exchange/:id': { params: pay.exchangePaymentParams, answer: pay.exchangePaymentStatus },
  'POST /v1/pay/exchange-payments/:exchange/:id/cancel': { params: pay.exchangePaymentParams, answer: pay.exchangePaymentStatus },
  'GET /v1/pay/sandbox-exchange/:id': html,
  'POST /v1/pay/sandbox-exchange/:id/sign-in': html,
  'POST /v1/pay/sandbox-exchange/:id/confirm': html,
  'POST /v1/pay/sandbox-exchange/:id/cancel': html,

  'POST /v1/paymaster': { body: paymaster.paymasterBody, answer: paymaster.paymasterAnswer },

  'GET /v1/embedded/project': { answer: embedded.embeddedProjectAnswer },
  'POST /v1/embedded/login/start': { body: embedded.loginStartBody, answer: embedded.loginStartAnswer },
  'POST /v1/embedded/login/status': { body: embedded.loginBody, answer: embedded.loginStatusAnswer },
  'POST /v1/embedded/login/resend': { body: embedded.loginBody, answer: okAnswer },
  'POST /v1/embedded/login/otp': { body: embedded.loginOtpBody, answer: embedded.loginOtpAnswer },
  'GET /v1/embedded/me': { answer: embedded.embeddedMeAnswer },
  'POST /v1/embedded/sign': { body: embedded.embeddedSignBody, answer: embedded.embeddedSignAnswer },
  'POST /v1/embedded/signout': { answer: okAnswer },
  'POST /v1/embedded/smart-account': { body: embedded.smartAccountBody, answer: embedded.smartAccountAnswer },
  'POST /v1/embedded/calls/status': { body: embedded.callsStatusBody, answer: embedded.callsStatusAnswer },
  'GET /v1/embedded/sessions': { answer: embedded.embeddedSessionsAnswer },
  'POST /v1/embedded/sessions/revoke': { body: embedded.emptyBody, answer: embedded.revokeSessionsAnswer },
  'POST /v1/embedded/email/update': { body: embedded.emailUpdateBody, answer: embedded.emailUpdateAnswer },
  'POST /v1/embedded/email/update/resend': { body: embedded.emailUpdateIdBody, answer: embedded.emailUpdateResendAnswer },
  'POST /v1/embedded/email/update/primary': { body: embedded.emailUpdateOtpBody, answer: embedded.emailUpdatePrimaryAnswer },
  'POST /v1/embedded/email/update/secondary': { body: embedded.emailUpdateOtpBody, answer: embedded.emailUpdateSecondaryAnswer },
  'POST /v1/embedded/export/start': { body: embedded.emptyBody, answer: embedded.keyExportAnswer },
  'POST /v1/embedded/export/resend': { body: embedded.keyExportIdBody, answer: okAnswer },
  'POST /v1/embedded/export/key': { body: embedded.keyExportKeyBody, answer: embedded.keyExportKeyAnswer },
  'POST /v1/embedded/social/start': { body: social.socialStartBody, answer: social.socialStartAnswer },
  'GET /v1/embedded/social/callback/:provider': html,
  'POST /v1/embedded/social/callback/:provider': html,
  'POST /v1/embedded/social/finish': { body: social.socialFinishBody, answer: embedded.loginOtpAnswer },
  'GET /v1/embedded/logins': { answer: social.linkedLoginsAnswer },
  'POST /v1/embedded/logins/link/start': { body: social.linkStartBody, answer: social.linkStartAnswer },
  'POST /v1/embedded/logins/link/finish': { body: social.linkFinishBody, answer: social.linkFinishAnswer },
  'POST /v1/embedded/logins/unlink': { body: social.unlinkBody, answer: social.linkedLoginsAnswer },
  'POST /v1/embedded/farcaster/start': { body: farcaster.farcasterStartBody, answer: farcaster.farcasterStartAnswer },
  'POST /v1/embedded/farcaster/status': { body: farcaster.farcasterStatusBody, answer: farcaster.farcasterStatusAnswer },
  'POST /v1/embedded/passkey/signup/start': { body: passkeys.passkeyStartBody, answer: passkeys.passkeyStartAnswer },
  'POST /v1/embedded/passkey/signup/finish': { body: passkeys.passkeySignupBody, answer: passkeys.passkeyFinishAnswer },
  'POST /v1/embedded/passkey/login/start': { body: passkeys.passkeyStartBody, answer: passkeys.passkeyStartAnswer },
  'POST /v1/embedded/passkey/login/finish': { body: passkeys.passkeyFinishBody, answer: passkeys.passkeyFinishAnswer },
  'GET /v1/embedded/passkeys': { answer: passkeys.passkeyList },
  'POST /v1/embedded/passkey/add/start': { body: passkeys.passkeyStartBody, answer: passkeys.passkeyStartAnswer },
  'POST /v1/embedded/passkey/verify/start': { body: passkeys.passkeyStartBody, answer: passkeys.passkeyStartAnswer },
  'POST /v1/embedded/passkey/add/finish': { body: passkeys.passkeyAddBody, answer: passkeys.passkeyList },
  'POST /v1/embedded/passkey/remove': { body: passkeys.passkeyRemoveBody, answer: passkeys.passkeyList },
  'POST /v1/embedded/passkey/rename': { body: passkeys.passkeyRenameBody, answer: passkeys.passkeyList },
  'POST /v1/embedded/passkey/limit': { body: passkeys.passkeyLimitBody, answer: passkeys.passkeyList },
  'POST /v1/embedded/recovery/start': { body: passkeys.recoveryStartBody, answer: passkeys.recoveryStartAnswer },
  'POST /v1/embedded/recovery/verify': { body: passkeys.recoveryVerifyBody, answer: passkeys.recoveryVerifyAnswer },
  'GET /v1/embedded/device': html,
  'POST /v1/embedded/device': html,
  'GET /v1/embedded/email/undo': html,
  'POST /v1/embedded/email/undo': html,
} as const satisfies Record<string, JsonRoute | PageRoute>

export type Routes = typeof routes
export type RouteKey = keyof Routes
/** The routes that answer JSON on success. */
export type JsonRouteKey = { [K in RouteKey]: Routes[K] extends { answer: Schema } ? K : never }[RouteKey]

type Field<K extends RouteKey, F extends string> = Routes[K] extends { [P in F]: infer S extends Schema } ? S : never

/** What route `K` answers on success (after parsing: defaults filled). */
export type Answer<K extends JsonRouteKey> = z.output<Field<K, 'answer'>>
/** What a client sends as route `K`'s JSON body. */
export type Body<K extends JsonRouteKey> = z.input<Field<K, 'body'>>
/** What a client sends as route `K`'s query (before the server's defaults). */
export type Query<K extends JsonRouteKey> = z.input<Field<K, 'query'>>
/** What route `K`'s handler reads from its body, after the contract's checks and defaults. */
export type ParsedBody<K extends JsonRouteKey> = z.output<Field<K, 'body'>>
/** What route `K`'s handler reads from its query, after the contract's checks and defaults. */
export type ParsedQuery<K extends JsonRouteKey> = z.output<Field<K, 'query'>>
