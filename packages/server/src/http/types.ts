import type { HttpBindings } from '@hono/node-server'
import type { Kysely } from 'kysely'
import type { Lifecycle } from './lifecycle.ts'
import type { Logger } from '../log/createLogger.ts'
import type { ServerMetrics } from '../metrics/createMetrics.ts'
import type { ChainConfig } from '../chains/chains.ts'
import type { DialectName } from '../db/createDatabase.ts'
import type { Database } from '../db/schema.ts'
import type { Project } from '../projects/projects.ts'
import type { RateLimitPolicies } from '../rateLimit/policies.ts'
import type { ChainHeads } from '../rpc/chainHead.ts'
import type { RpcLimits } from '../rpc/rpcLimits.ts'
import type { PriceProvider } from '../tokens/priceProvider.ts'
import type { ActivityProviders } from '../activity/activityProvider.ts'
import type { TokenLists } from '../tokens/tokenLists.ts'
import type { ScamList } from '../simulate/scamList.ts'
import type { OnrampProvider } from '../onramp/types.ts'
import type { SandboxCheckoutStore } from '../onramp/sandbox/checkoutStore.ts'
import type { SwapProviders } from '../swaps/defaultSwapProviders.ts'
import type { EmbeddedWalletDeps } from '../embedded/types.ts'
import type { PaymasterDeps } from '../paymaster/types.ts'
import type { EnsGatewayConfig } from '../ens/ensGatewayConfig.ts'
import type { EnsReader } from '../ens/createEnsReader.ts'
import type { ExchangeProvider } from '../pay/types.ts'
import type { SandboxExchange } from '../pay/sandbox/createSandboxExchange.ts'
import type { SandboxExchangeStore } from '../pay/sandbox/sandboxExchangeStore.ts'

/** What every route needs; made once per app by `createApp`. */
export type AppDeps = {
  db: Kysely<Database>
  dialect: DialectName
  /** Base of absolute links (no trailing slash), or undefined to derive it from the request. */
  publicUrl: string | undefined
  /** Largest request body in bytes. */
  bodyLimit: number
  /** How many proxies in front append to `X-Forwarded-For` (0: ignore the header). See `clientIp`. */
  trustProxyHops: number
  /** Every public route's rate limit (see `rateLimit`). */
  rateLimits: RateLimitPolicies
  /** What the RPC proxy forwards at most (batch size, `eth_getLogs` block range). */
  rpcLimits: RpcLimits
  /** The clock (ms), injectable for tests. */
  now: () => number
  /** The chains the RPC proxy, balances and history serve. */
  chains: readonly ChainConfig[]
  /** ERC-20s read for balances and named in history, per chain. */
  tokenLists: TokenLists
  /** The operator's scam list (`PORTICO_SCAM_LIST`), warned about by `POST /v1/simulate`; undefined: none. */
  scamList: ScamList | undefined
  /** USD prices of balances and history. */
  prices: PriceProvider
  /** Account APIs (Etherscan-compatible) by chain id: a chain's history comes from its API instead of the index. */
  activityProviders: ActivityProviders
  /** How the RPC proxy reaches upstreams; default global `fetch`. */
  fetch: typeof fetch
  /** Each chain's block number, cached briefly (log-range checks). */
  chainHeads: ChainHeads
  /** Whether the session cookie is `Secure` for this request (https, as this server can know it). */
  isSecure(request: { url: string; forwardedProto: string | undefined }): boolean
  /** Where quotes and swap transactions come from, by chain id. */
  swapProviders: SwapProviders
  /** Where on-ramp options and quotes come from. */
  onrampProviders: readonly OnrampProvider[]
  /** The devnet sandbox's open checkouts (in memory). */
  sandboxCheckouts: SandboxCheckoutStore
  /** The embedded wallet (master key, mailer, frame origin), or undefined when this server offers none. */
  embedded: EmbeddedWalletDeps | undefined
  /** The paymaster service's signer and contracts, or undefined when this server sponsors nothing. */
  paymaster: PaymasterDeps | undefined
  /** The ENS gateway for Portico names, or undefined when this server runs none. */
  ensGateway: EnsGatewayConfig | undefined
  /** Where ENS names are read (a served Ethereum chain), or undefined when names are the server's own only. */
  ens: EnsReader | undefined
  /** "Pay with an exchange": the exchanges offered (the Sandbox Exchange first when it is on). */
  exchangeProviders: readonly ExchangeProvider[]
  /** Serving or draining for shutdown (`/readyz`). */
  lifecycle: Lifecycle
  /** The JSON request log (one line per request), when the server logs (`startServer` does). */
  logger: Logger | undefined
  /** This instance's Prometheus metrics, when kept (`startServer` does). */
  metrics: ServerMetrics | undefined
  /** The Sandbox Exchange and its payments (its page's routes), when it is on (`npm start`, tests). */
  sandboxExchange: { exchange: SandboxExchange; payments: SandboxExchangeStore } | undefined
}

/** How a response answers CORS: echo the request's Origin (project-scoped; `credentials`: sign-in, with credentials for listed origins) or `*` (public). */
export type CorsMode = 'echo' | 'public' | 'credentials' | 'none'

/** The project-scoped request: the project and the SDK that called. */
export type ProjectScope = {
  project: Project
  /** The `Origin` header, if any. */
  origin: string | undefined
  /** Query `st`. */
  sdkType: string | undefined
  /** Query `sv`, e.g. `portico-0.1.0`. */
  sdkVersion: string | undefined
}

export type AppEnv = {
  /** Set when served by `@hono/node-server`; absent under `app.request()`. */
  Bindings: Partial<HttpBindings>
  Variables: {
    cors: CorsMode
    scope: ProjectScope
    /** This request's id (`X-Request-Id`), set by `observeRequests`. */
    requestId: string
    /** The instance's logger bound to this request's id, when the server logs. */
    log: Logger | undefined
  }
}
