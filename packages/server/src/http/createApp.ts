import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import { type ChainConfig, defaultChains } from '../chains/chains.ts'
import type { DialectName } from '../db/createDatabase.ts'
import type { Database } from '../db/schema.ts'
import { configuredPrices, type PriceProvider } from '../tokens/priceProvider.ts'
import { createTokenLists, type TokenLists } from '../tokens/tokenLists.ts'
import { NotFoundError } from '../errors.ts'
import { cors } from './cors.ts'
import { errorResponse } from './errorResponse.ts'
import { configRoutes } from './routes/config.ts'
import { eventsRoutes } from './routes/events.ts'
import { healthRoutes } from './routes/health.ts'
import { originsRoutes } from './routes/origins.ts'
import { siwxRoutes } from './routes/siwx.ts'
import { walletsRoutes } from './routes/wallets.ts'
import { rpcRoutes } from './routes/rpc.ts'
import { balancesRoutes } from './routes/balances.ts'
import { historyRoutes } from './routes/history.ts'
import type { AppDeps, AppEnv } from './types.ts'

export type CreateAppOptions = {
  /** A migrated database (see `createDatabase`, `migrateToLatest`). */
  db: Kysely<Database>
  dialect: DialectName
  /** Base of absolute links such as wallet `image_url`s. Default: the request's own origin. */
  publicUrl?: string | undefined
  /** Largest request body in bytes; default 65536. */
  bodyLimit?: number | undefined
  /** Take the client IP from `X-Forwarded-For` (behind a load balancer); default false. */
  trustProxy?: boolean | undefined
  /** The clock (ms); default `Date.now`. */
  now?: (() => number) | undefined
  /** Chains served (RPC proxy, balances, history); default `defaultChains` (devnet + the spec's chains). */
  chains?: readonly ChainConfig[] | undefined
  /** Default: the lists in `src/tokens/lists`. */
  tokenLists?: TokenLists | undefined
  /** Default: `configuredPrices()` (fixed devnet prices). */
  prices?: PriceProvider | undefined
  /** How the RPC proxy reaches upstreams; default global `fetch`. */
  fetch?: typeof fetch | undefined
}

/**
 * The Portico HTTP API as a Hono app: `app.fetch` to serve it, `app.request(…)` in tests. Holds no
 * state of its own: everything shared (projects, rate limits, events, wallets) is in the database,
 * so any number of instances can serve the same database.
 */
export function createApp(options: CreateAppOptions): Hono<AppEnv> {
  const deps: AppDeps = {
    db: options.db,
    dialect: options.dialect,
    publicUrl: options.publicUrl?.replace(/\/+$/, ''),
    bodyLimit: options.bodyLimit ?? 65_536,
    trustProxy: options.trustProxy ?? false,
    now: options.now ?? Date.now,
    chains: options.chains ?? defaultChains,
    tokenLists: options.tokenLists ?? createTokenLists(),
    prices: options.prices ?? configuredPrices(),
    fetch: options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args)),
  }
  const app = new Hono<AppEnv>()
  app.use(cors())
  app.route('/', healthRoutes(deps))
  app.route('/', configRoutes(deps))
  app.route('/', originsRoutes(deps))
  app.route('/', eventsRoutes(deps))
  app.route('/', walletsRoutes(deps))
  // Sign-in verifies smart-account signatures on the same chain upstreams as the RPC proxy.
  app.route('/', siwxRoutes(deps, { rpcUrls: Object.fromEntries(deps.chains.map((c) => [`eip155:${c.chainId}`, c.rpcUrl])) }))
  app.route('/', rpcRoutes(deps))
  app.route('/', balancesRoutes(deps))
  app.route('/', historyRoutes(deps))
  app.notFound((c) => errorResponse(c, new NotFoundError(`No route ${c.req.method} ${new URL(c.req.url).pathname}`)))
  app.onError((error, c) => errorResponse(c, error))
  return app
}
