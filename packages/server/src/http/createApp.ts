import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import { type ChainConfig, defaultChains } from '../chains/chains.ts'
import type { DialectName } from '../db/createDatabase.ts'
import type { Database } from '../db/schema.ts'
import type { ActivityProviders } from '../activity/activityProvider.ts'
import { chainlinkPrices } from '../tokens/chainlinkPrices.ts'
import { configuredPrices, firstPrices, type PriceProvider } from '../tokens/priceProvider.ts'
import { createTokenLists, type TokenLists } from '../tokens/tokenLists.ts'
import type { ScamList } from '../simulate/scamList.ts'
import { NotFoundError, PublicUrlRequiredError } from '../errors.ts'
import { type RateLimitBucket, type RateLimitPolicy, resolveRateLimits } from '../rateLimit/policies.ts'
import { createChainHeads } from '../rpc/chainHead.ts'
import { defaultRpcLimits, type RpcLimits } from '../rpc/rpcLimits.ts'
import { createIsSecure } from '../siwx/sessionCookie.ts'
import { cors } from './cors.ts'
import type { Logger } from '../log/createLogger.ts'
import type { ServerMetrics } from '../metrics/createMetrics.ts'
import { observeRequests } from './observeRequests.ts'
import { createLifecycle, type Lifecycle } from './lifecycle.ts'
import { refuseNulCharacters } from './nulCharacters.ts'
import { errorResponse } from './errorResponse.ts'
import { configRoutes } from './routes/config.ts'
import { eventsRoutes } from './routes/events.ts'
import { healthRoutes } from './routes/health.ts'
import { originsRoutes } from './routes/origins.ts'
import { siwxRoutes } from './routes/siwx.ts'
import { networkImagesRoutes } from './routes/networkImages.ts'
import { socialImagesRoutes } from './routes/socialImages.ts'
import { walletsRoutes } from './routes/wallets.ts'
import { rpcRoutes } from './routes/rpc.ts'
import { balancesRoutes } from './routes/balances.ts'
import { simulateRoutes } from './routes/simulate.ts'
import { historyRoutes } from './routes/history.ts'
import { swapRoutes } from './routes/swaps.ts'
import { onrampRoutes } from './routes/onramp.ts'
import { onrampSandboxRoutes } from './routes/onrampSandbox.ts'
import { createSandboxCheckoutStore, type SandboxCheckoutStore } from '../onramp/sandbox/checkoutStore.ts'
import { createDevnetSandboxProvider } from '../onramp/sandbox/devnetSandboxProvider.ts'
import type { OnrampProvider } from '../onramp/types.ts'
import { nameRoutes } from './routes/names.ts'
import { embeddedRoutes } from './routes/embedded.ts'
import { embeddedLinkRoutes } from './routes/embeddedLinks.ts'
import type { Mailer } from '../mail/mailer.ts'
import { type MasterKey, parseMasterKey } from '../embedded/masterKey.ts'
import { payExchangeRoutes } from './routes/payExchanges.ts'
import { embeddedSocialRoutes } from './routes/embeddedSocial.ts'
import { embeddedLoginsRoutes } from './routes/embeddedLogins.ts'
import { embeddedFarcasterRoutes } from './routes/embeddedFarcaster.ts'
import { embeddedPasskeyRoutes } from './routes/embeddedPasskeys.ts'
import { embeddedPasskeyAccountRoutes } from './routes/embeddedPasskeyAccount.ts'
import { resolveFarcasterOptions } from '../embedded/farcaster/types.ts'
import type { FarcasterOptions } from '../embedded/farcaster/types.ts'
import { resolveSocialOptions } from '../embedded/social/resolveSocialOptions.ts'
import type { SocialLoginOptions } from '../embedded/social/types.ts'
import { paySandboxExchangeRoutes } from './routes/paySandboxExchange.ts'
import { paymasterRoutes } from './routes/paymaster.ts'
import { ensGatewayRoutes } from './routes/ensGateway.ts'
import type { EnsGatewayConfig } from '../ens/ensGatewayConfig.ts'
import { createEnsReader, type EnsReader } from '../ens/createEnsReader.ts'
import { metricsRoutes } from './routes/metrics.ts'
import { countedMailer } from '../mail/countedMailer.ts'
import { resolvePaymaster } from '../paymaster/resolvePaymaster.ts'
import type { PaymasterOptions } from '../paymaster/types.ts'
import { createSandboxExchange } from '../pay/sandbox/createSandboxExchange.ts'
import { createSandboxExchangeStore, type SandboxExchangeStore } from '../pay/sandbox/sandboxExchangeStore.ts'
import type { ExchangeProvider } from '../pay/types.ts'
import { defaultSwapProviders, type SwapProviders } from '../swaps/defaultSwapProviders.ts'
import type { AppDeps, AppEnv } from './types.ts'

export type CreateAppOptions = {
  /** A migrated database (see `createDatabase`, `migrateToLatest`). */
  db: Kysely<Database>
  dialect: DialectName
  /**
   * Base of absolute links such as wallet `image_url`s. Default: the request's own origin. Required
   * with `embeddedWallet`: mail links (device approval) are built from it alone, never from a request.
   */
  publicUrl?: string | undefined
  /** Largest request body in bytes; default 65536. */
  bodyLimit?: number | undefined
  /**
   * How many proxies (load balancers) in front append to `X-Forwarded-For`: the client is the address
   * the outermost one saw, never a client-written entry. `true` is 1, `false` (default) 0: the header
   * is ignored. Also decides whether `X-Forwarded-Proto` is believed.
   */
  trustProxy?: boolean | number | undefined
  /** Rate limits over `defaultRateLimits`, per bucket. */
  rateLimits?: Partial<Record<RateLimitBucket, RateLimitPolicy>> | undefined
  /** RPC proxy limits over `defaultRpcLimits`. */
  rpcLimits?: Partial<RpcLimits> | undefined
  /** The clock (ms); default `Date.now`. */
  now?: (() => number) | undefined
  /** Chains served (RPC proxy, balances, history); default `defaultChains` (the spec's public chains, no devnet). */
  chains?: readonly ChainConfig[] | undefined
  /** Default: the lists in `src/tokens/lists`. */
  tokenLists?: TokenLists | undefined
  /** The operator's scam list (see `readScamList`); default none. */
  scamList?: ScamList | undefined
  /** Default: the Chainlink feeds of `src/tokens/feeds` read through each chain's RPC, then `configuredPrices()` (fixed devnet prices). */
  prices?: PriceProvider | undefined
  /** Account APIs by chain id (`accountApiActivity`): a chain's history from its Blockscout or Etherscan instead of the index. Default none. */
  activityProviders?: ActivityProviders | undefined
  /** How the RPC proxy reaches upstreams; default global `fetch`. */
  fetch?: typeof fetch | undefined
  /**
   * Swap providers by chain id, over `defaultSwapProviders(chains)` (Uniswap v2 on the served devnet
   * chains). A swap network without one answers 503 `swap_provider_unavailable`.
   */
  swapProviders?: SwapProviders | undefined
  /** On-ramp providers asked for options and quotes; default none (the routes answer empty lists). */
  onrampProviders?: readonly OnrampProvider[] | undefined
  /**
   * Adds the devnet sandbox on-ramp provider (test card, credits the buyer on the served devnet
   * chains; its checkout page is on this server). For `npm start` and tests only. Default off.
   */
  devnetSandboxOnramp?: boolean | undefined
  /** The sandbox's checkouts; default the store on `db` (tests may fix its ids). */
  sandboxCheckouts?: SandboxCheckoutStore | undefined
  /** "Pay with an exchange": exchange providers (written against each exchange's API); default none. */
  exchangeProviders?: readonly ExchangeProvider[] | undefined
  /**
   * Adds the Sandbox Exchange (a test exchange whose page is on this server; a confirmed payment is
   * paid from a devnet test account on the served devnet chains). For `npm start` and tests only. Default off.
   */
  sandboxExchange?: boolean | undefined
  /** The most one Sandbox Exchange payment may be, in the asset's units (default `'100'`); more is refused (400 `exchange_amount_too_large`). */
  sandboxExchangeMaxAmount?: string | undefined
  /** The Sandbox Exchange's payments; default the store on `db` (tests may fix its ids or clock). */
  sandboxExchangePayments?: SandboxExchangeStore | undefined
  /**
   * The embedded wallet (e-mail login; see docs/security.md, the custody model). Without it the
   * embedded-wallet routes answer 503 `embedded_unavailable`.
   */
  embeddedWallet?: EmbeddedWalletOptions | undefined
  /**
   * The ERC-7677 paymaster service's signer and contracts (see docs/security.md, gas sponsorship).
   * Without it `POST /v1/paymaster` refuses every call (`paymaster_unavailable`).
   */
  paymaster?: PaymasterOptions | undefined
  /**
   * The ENS gateway (ERC-3668) that serves Portico names as `<name>.<parentName>` (see
   * docs/guide, names on Ethereum). Without it `/v1/ens/gateway` answers 404 `not_found`.
   */
  ensGateway?: EnsGatewayConfig | undefined
  /**
   * ENS names in the name service: `true` reads them through the Universal Resolver of a served
   * Ethereum chain (mainnet, else Sepolia; `createEnsReader`), or pass a reader. Default off here;
   * `startServer` turns it on unless `PORTICO_ENS_NAMES=0`.
   */
  ensNames?: boolean | EnsReader | undefined
  /** Where the JSON request log goes (`createLogger`); default none (`startServer` passes one). */
  logger?: Logger | undefined
  /** This instance's metrics (`createMetrics`); default none (`startServer` makes one). */
  metrics?: ServerMetrics | undefined
  /** `GET /metrics` on this (public) port for this bearer token only; default none: not served (see `metricsRoutes`). */
  metricsToken?: string | undefined
  /** This instance's serving / draining state (`/readyz`); default a new one (`startServer` passes its own to drain on shutdown). */
  lifecycle?: Lifecycle | undefined
}

export type EmbeddedWalletOptions = {
  /** 32 bytes (64 hex or base64), kept outside the database; or a parsed key. */
  masterKey: string | MasterKey
  /** Where login mails go out (`smtpMailer`). */
  mailer: Mailer
  /** The wallet frame's origin (`https://wallet.example.com`): the only origin the embedded-wallet API answers. */
  frameOrigin: string
  /** Default 7 days. */
  sessionTtlMs?: number | undefined
  /** Social logins: the providers' endpoints (production by default; local stand-ins in tests), where client secrets are read, timeouts. */
  social?: SocialLoginOptions | undefined
  /** Sign In With Farcaster: the relay and the ID registry (production by default; the local stand-ins in `npm start` and tests). */
  farcaster?: FarcasterOptions | undefined
}

/**
 * The Portico HTTP API as a Hono app: `app.fetch` to serve it, `app.request(…)` in tests. Holds no
 * state of its own: everything shared (projects, rate limits, events, wallets) is in the database,
 * so any number of instances can serve the same database.
 *
 * @throws {PublicUrlRequiredError} with `embeddedWallet` and no `publicUrl`.
 */
export function createApp(options: CreateAppOptions): Hono<AppEnv> {
  const publicUrl = options.publicUrl?.replace(/\/+$/, '')
  if (options.embeddedWallet && !publicUrl) throw new PublicUrlRequiredError()
  const trustProxyHops = typeof options.trustProxy === 'number' ? options.trustProxy : options.trustProxy ? 1 : 0
  const now = options.now ?? Date.now
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const chains = options.chains ?? defaultChains
  const sandboxCheckouts = options.sandboxCheckouts ?? createSandboxCheckoutStore({ db: options.db, now })
  const sandbox = options.devnetSandboxOnramp ? [createDevnetSandboxProvider({ chains, checkouts: sandboxCheckouts, publicUrl: publicUrl ?? '' })] : []
  const exchangePayments = options.sandboxExchangePayments ?? createSandboxExchangeStore({ db: options.db, now })
  const sandboxExchange = options.sandboxExchange
    ? { exchange: createSandboxExchange({ chains, payments: exchangePayments, publicUrl, maxAmount: options.sandboxExchangeMaxAmount }), payments: exchangePayments }
    : undefined
  const deps: AppDeps = {
    db: options.db,
    dialect: options.dialect,
    publicUrl,
    bodyLimit: options.bodyLimit ?? 65_536,
    trustProxyHops,
    rateLimits: resolveRateLimits(options.rateLimits),
    rpcLimits: { ...defaultRpcLimits, ...options.rpcLimits },
    now,
    chains,
    tokenLists: options.tokenLists ?? createTokenLists(),
    scamList: options.scamList,
    activityProviders: options.activityProviders ?? {},
    prices: options.prices ?? firstPrices(chainlinkPrices({ chains, now }), configuredPrices()),
    fetch: doFetch,
    chainHeads: createChainHeads({ fetch: doFetch, now }),
    isSecure: createIsSecure({ publicUrl, trustProxyHops }),
    swapProviders: { ...defaultSwapProviders(chains), ...options.swapProviders },
    onrampProviders: [...sandbox, ...(options.onrampProviders ?? [])],
    sandboxCheckouts,
    embedded: options.embeddedWallet && {
      master: typeof options.embeddedWallet.masterKey === 'string' ? parseMasterKey(options.embeddedWallet.masterKey) : options.embeddedWallet.masterKey,
      mailer: options.metrics ? countedMailer(options.embeddedWallet.mailer, options.metrics) : options.embeddedWallet.mailer,
      frameOrigin: new URL(options.embeddedWallet.frameOrigin).origin,
      publicUrl: publicUrl!,
      sessionTtlMs: options.embeddedWallet.sessionTtlMs ?? 7 * 24 * 60 * 60_000,
      social: resolveSocialOptions(options.embeddedWallet.social),
      farcaster: resolveFarcasterOptions(options.embeddedWallet.farcaster),
    },
    exchangeProviders: [...(sandboxExchange ? [sandboxExchange.exchange] : []), ...(options.exchangeProviders ?? [])],
    sandboxExchange,
    paymaster: options.paymaster && resolvePaymaster(options.paymaster),
    ens: options.ensNames === true ? createEnsReader(chains) : options.ensNames || undefined,
    ensGateway: options.ensGateway && { ...options.ensGateway, parentName: options.ensGateway.parentName.trim().toLowerCase() },
    lifecycle: options.lifecycle ?? createLifecycle(),
    logger: options.logger,
    metrics: options.metrics,
  }
  const app = new Hono<AppEnv>()
  app.use(observeRequests(deps))
  app.use(cors(deps))
  app.use(refuseNulCharacters())
  app.route('/', healthRoutes(deps))
  app.route('/', configRoutes(deps))
  app.route('/', originsRoutes(deps))
  app.route('/', eventsRoutes(deps))
  app.route('/', walletsRoutes(deps))
  app.route('/', networkImagesRoutes(deps))
  app.route('/', socialImagesRoutes(deps))
  // Sign-in verifies smart-account signatures on the same chain upstreams as the RPC proxy.
  app.route('/', siwxRoutes(deps, { rpcUrls: Object.fromEntries(deps.chains.map((c) => [`eip155:${c.chainId}`, c.rpcUrl])) }))
  app.route('/', rpcRoutes(deps))
  app.route('/', balancesRoutes(deps))
  app.route('/', simulateRoutes(deps))
  app.route('/', historyRoutes(deps))
  app.route('/', swapRoutes(deps))
  app.route('/', nameRoutes(deps))
  app.route('/', onrampRoutes(deps))
  app.route('/', onrampSandboxRoutes(deps))
  app.route('/', embeddedRoutes(deps))
  app.route('/', embeddedLinkRoutes(deps))
  app.route('/', embeddedSocialRoutes(deps))
  app.route('/', embeddedLoginsRoutes(deps))
  app.route('/', embeddedFarcasterRoutes(deps))
  app.route('/', embeddedPasskeyRoutes(deps))
  app.route('/', embeddedPasskeyAccountRoutes(deps))
  app.route('/', payExchangeRoutes(deps))
  app.route('/', paySandboxExchangeRoutes(deps))
  app.route('/', paymasterRoutes(deps))
  app.route('/', ensGatewayRoutes(deps))
  app.route('/', metricsRoutes(deps, { token: options.metricsToken }))
  app.notFound((c) => errorResponse(c, new NotFoundError(`No route ${c.req.method} ${new URL(c.req.url).pathname}`)))
  app.onError((error, c) => errorResponse(c, error))
  return app
}
