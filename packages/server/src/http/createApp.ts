import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import type { DialectName } from '../db/createDatabase.ts'
import type { Database } from '../db/schema.ts'
import { NotFoundError } from '../errors.ts'
import { cors } from './cors.ts'
import { errorResponse } from './errorResponse.ts'
import { configRoutes } from './routes/config.ts'
import { eventsRoutes } from './routes/events.ts'
import { healthRoutes } from './routes/health.ts'
import { originsRoutes } from './routes/origins.ts'
import { siwxRoutes } from './routes/siwx.ts'
import type { RpcUrls } from '../siwx/rpcUrls.ts'
import { walletsRoutes } from './routes/wallets.ts'
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
  /** RPC per CAIP-2 chain for sign-in (smart-account) signatures; default the local devnet (31337, 31338). */
  rpcUrls?: RpcUrls | undefined
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
  }
  const app = new Hono<AppEnv>()
  app.use(cors())
  app.route('/', healthRoutes(deps))
  app.route('/', configRoutes(deps))
  app.route('/', originsRoutes(deps))
  app.route('/', eventsRoutes(deps))
  app.route('/', walletsRoutes(deps))
  app.route('/', siwxRoutes(deps, { rpcUrls: options.rpcUrls }))
  app.notFound((c) => errorResponse(c, new NotFoundError(`No route ${c.req.method} ${new URL(c.req.url).pathname}`)))
  app.onError((error, c) => errorResponse(c, error))
  return app
}
