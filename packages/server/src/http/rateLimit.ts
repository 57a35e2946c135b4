import type { Context, MiddlewareHandler } from 'hono'
import { RateLimitedError } from '../errors.ts'
import { hit } from '../rateLimit/hit.ts'
import type { RateLimitBucket } from '../rateLimit/policies.ts'
import { clientIp } from './clientIp.ts'
import type { AppDeps, AppEnv } from './types.ts'

/** What counting needs: the database, the clock, the policies and how to find the client's address. */
export type RateLimitDeps = Pick<AppDeps, 'db' | 'now' | 'rateLimits' | 'trustProxyHops'> & { metrics?: AppDeps['metrics'] }

/**
 * The rate limit of every public route: one counter per (bucket, project, client) in the database,
 * so all instances share it. After `projectScope` it counts per project and client, otherwise
 * (icons, health) per client. 429 `rate_limited` with `Retry-After` once the window is full.
 */
export function rateLimit(deps: RateLimitDeps, bucket: RateLimitBucket): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await requireRateLimit(deps, c, bucket, 1)
    await next()
  }
}

/**
 * Charges `cost` units to the request's counter of `bucket`.
 *
 * @returns how many of the `cost` units fit in the window (fewer than `cost` once it is full) and
 *   the seconds until it resets.
 */
export async function chargeRateLimit(
  deps: RateLimitDeps,
  c: Context<AppEnv>,
  bucket: RateLimitBucket,
  cost: number,
): Promise<{ fits: number; retryAfter: number }> {
  const policy = deps.rateLimits[bucket]
  const projectId = c.get('scope')?.project.id ?? '-'
  const key = `${bucket}:${projectId}:${clientIp(c, deps.trustProxyHops)}`
  const result = await hit(deps.db, key, policy.limit, policy.windowMs, deps.now(), cost)
  return { fits: Math.max(0, Math.min(cost, policy.limit - (result.count - cost))), retryAfter: result.retryAfter }
}

/**
 * Charges `cost` units and refuses the request unless all of them fit.
 *
 * @throws {RateLimitedError}
 */
export async function requireRateLimit(deps: RateLimitDeps, c: Context<AppEnv>, bucket: RateLimitBucket, cost: number): Promise<void> {
  const { fits, retryAfter } = await chargeRateLimit(deps, c, bucket, cost)
  if (fits < cost) {
    deps.metrics?.rateLimited(bucket)
    throw new RateLimitedError({ retryAfter })
  }
}
