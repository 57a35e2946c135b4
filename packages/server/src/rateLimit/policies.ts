/** A fixed window: at most `limit` units (requests, or the cost a route charges) per `windowMs`. */
export type RateLimitPolicy = { limit: number; windowMs: number }

/**
 * Every public route's bucket. Project-scoped buckets count per (project, client); the others per
 * client. `rpc` is charged one unit per JSON-RPC request in a batch, `eventsStored` one per
 * analytics event, the rest one per HTTP request.
 */
export type RateLimitBucket =
  | 'health'
  | 'config'
  | 'origins'
  | 'events'
  | 'eventsStored'
  | 'wallets'
  | 'walletImages'
  | 'tokenIcons'
  | 'networkImages'
  | 'socialImages'
  | 'siwxNonce'
  | 'siwxVerify'
  | 'siwxSession'
  | 'rpc'
  | 'balances'
  | 'history'
  | 'swapTokens'
  | 'swapQuote'
  | 'swapGasPrice'
  | 'swapAllowance'
  | 'swapTransaction'
  | 'simulate'
  | 'nameLookup'
  | 'ensGateway'
  | 'nameSuggestions'
  | 'nameRegister'
  | 'onrampOptions'
  | 'onrampQuotes'
  | 'onrampCheckout'
  | 'onrampSandbox'
  | 'embeddedLogin'
  | 'embeddedLoginStatus'
  | 'embeddedOtp'
  | 'embeddedDevice'
  | 'embeddedSession'
  | 'embeddedSign'
  | 'embeddedSmartAccount'
  | 'embeddedFrame'
  | 'embeddedAccount'
  | 'embeddedExport'
  | 'embeddedSocialStart'
  | 'embeddedSocialCallback'
  | 'embeddedSocialFinish'
  | 'embeddedFarcasterStart'
  | 'embeddedFarcasterStatus'
  | 'embeddedPasskey'
  | 'payExchanges'
  | 'payExchangePayment'
  | 'payExchangeStatus'
  | 'payExchangeSandbox'
  | 'paymaster'
  | 'unknownProject'

export type RateLimitPolicies = Readonly<Record<RateLimitBucket, RateLimitPolicy>>

const perMinute = (limit: number): RateLimitPolicy => ({ limit, windowMs: 60_000 })

/**
 * The defaults: what a few visitors' browsers behind one address (an office, a carrier's NAT) need
 * with room to spare, far below what a script sends. An operator changes them with
 * `createApp({ rateLimits })` / `startServer({ rateLimits })`.
 */
export const defaultRateLimits: RateLimitPolicies = Object.freeze({
  health: perMinute(600),
  config: perMinute(600),
  origins: perMinute(60),
  events: perMinute(600),
  /** Analytics events stored per (project, client); more in the window are dropped (counted in `dropped`). */
  eventsStored: perMinute(3_000),
  wallets: perMinute(1_200),
  walletImages: perMinute(6_000),
  tokenIcons: perMinute(6_000),
  networkImages: perMinute(6_000),
  socialImages: perMinute(6_000),
  siwxNonce: perMinute(120),
  /** Each try may cost an upstream `eth_call` (smart-account signatures). */
  siwxVerify: perMinute(60),
  siwxSession: perMinute(600),
  /** JSON-RPC requests (a batch of n costs n). */
  rpc: perMinute(3_000),
  balances: perMinute(600),
  history: perMinute(600),
  swapTokens: perMinute(600),
  /** Each quote costs the chain two or three reads. */
  swapQuote: perMinute(300),
  swapGasPrice: perMinute(300),
  swapAllowance: perMinute(300),
  /** Building an approval or a swap (a quote and an allowance read each): a person does a few a minute. */
  swapTransaction: perMinute(120),
  /** Simulations: each costs the chain one `eth_simulateV1` (and a token read); an approval screen asks once. */
  simulate: perMinute(120),
  /** Name lookups and reverse lookups (the kit caches each 5 minutes). */
  nameLookup: perMinute(600),
  // CCIP-Read lookups of Portico names from any wallet (per client): a few per name a wallet shows.
  ensGateway: perMinute(600),
  nameSuggestions: perMinute(300),
  /** Registrations per project and client: each verifies a signature; a person registers once. */
  nameRegister: perMinute(10),
  /** On-ramp countries, currencies and payment methods (one call per provider). */
  onrampOptions: perMinute(300),
  /** On-ramp quotes (one call per provider each): a buyer typing an amount asks a few a minute. */
  onrampQuotes: perMinute(120),
  /** Opening a checkout: a person does one or two a purchase. */
  onrampCheckout: perMinute(30),
  /** The devnet sandbox's checkout page and its form, per client. */
  onrampSandbox: perMinute(60),
  /** E-mail login starts and code resends per project and client (each address also has its own 30 s cooldown). */
  embeddedLogin: perMinute(30),
  /** The frame polls a login waiting for its device link about once a second. */
  embeddedLoginStatus: perMinute(240),
  /** Codes tried per project and client (each code also dies after 5 wrong tries). */
  embeddedOtp: perMinute(30),
  /** The mailed links' pages and their forms (device approval, e-mail change undo), per client. */
  embeddedDevice: perMinute(60),
  embeddedSession: perMinute(600),
  /** Signatures and sends: each opens a sealed key (and a send costs the chain a few calls). */
  embeddedSign: perMinute(120),
  /** The smart account's address and deployment, and its batches' status (the frame polls these): each costs the chain or the bundler a call. */
  embeddedSmartAccount: perMinute(240),
  /** The wallet frame's page (each reads the project for its `frame-ancestors`), per client. */
  embeddedFrame: perMinute(600),
  /** E-mail updates and key exports begun, and their code resends, per project and client (each address also has its 30 s cooldown). */
  embeddedAccount: perMinute(30),
  /** Private keys shown, per project and client: each needs a fresh mailed code; a person exports once. */
  embeddedExport: perMinute(10),
  /** Social logins started, per project and client: a person starts one or two. */
  embeddedSocialStart: perMinute(30),
  /** The providers' redirects back to this server (the callback page), per client. */
  embeddedSocialCallback: perMinute(60),
  /** Social login results redeemed by the frame, per project and client. */
  embeddedSocialFinish: perMinute(30),
  /** Farcaster sign-ins started (each opens a relay channel), per project and client: a person starts one or two (the frame starts a new one when one expires after 3 minutes); a script opening channels for phishing pages gets few. */
  embeddedFarcasterStart: perMinute(5),
  /** The frame polls its Farcaster sign-in about once a second while the person approves in their app. */
  embeddedFarcasterStatus: perMinute(120),
  /** Passkey ceremonies begun or finished (sign-up, login, adding one), per project and client: a person does one or two. */
  embeddedPasskey: perMinute(30),
  /** Exchanges that pay an asset (the Pay view asks once per payment). */
  payExchanges: perMinute(300),
  /** Starting or cancelling a payment at an exchange: a person does one or two a payment. */
  payExchangePayment: perMinute(30),
  /** The kit polls a payment at the exchange every 2 s while the visitor confirms it there. */
  payExchangeStatus: perMinute(240),
  /** The Sandbox Exchange's page and its forms, per client. */
  payExchangeSandbox: perMinute(60),
  /** ERC-7677 calls per project and client: a sponsored UserOperation costs two (stub, then data). */
  paymaster: perMinute(300),
  /** Requests naming no known project, per client (stops guessing project ids). */
  unknownProject: perMinute(60),
})

/** The defaults with `overrides` over them. */
export function resolveRateLimits(overrides: Partial<Record<RateLimitBucket, RateLimitPolicy>> = {}): RateLimitPolicies {
  return Object.freeze({ ...defaultRateLimits, ...overrides })
}
