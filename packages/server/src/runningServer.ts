import type { Hono } from 'hono'
import type { Kysely } from 'kysely'
import type { Indexer } from './activity/createIndexer.ts'
import type { DialectName } from './db/createDatabase.ts'
import type { Database } from './db/schema.ts'
import type { AppEnv } from './http/types.ts'
import type { ServerMetrics } from './metrics/createMetrics.ts'

/** What `startServer` gives back: the running server, its app and database, and how to close it. */
export type RunningServer = {
  /** `http://host:port` (a wildcard host shows as 127.0.0.1). */
  url: string
  app: Hono<AppEnv>
  db: Kysely<Database>
  dialect: DialectName
  /** The wallet frame's URL, when the embedded wallet is on. */
  frameUrl: string | undefined
  /** This instance's metrics (its own prom-client registry). */
  metrics: ServerMetrics
  /** `http://127.0.0.1:port/metrics` when the loopback metrics listener is on. */
  metricsUrl: string | undefined
  /** One per indexed chain (already started). */
  indexers: readonly Indexer[]
  /**
   * Graceful shutdown: `/readyz` answers 503 `shutting_down`, the server stops accepting connections,
   * requests in flight finish (for `drainMs` at most), then the rest is closed and the database pool last. Safe to call twice.
   */
  close(): Promise<void>
}
