import type { Context } from 'hono'
import type { AppEnv } from './types.ts'

/**
 * The client's IP: the socket's peer, or with `trustProxy` the first `X-Forwarded-For` entry
 * (set by the load balancer in front). `unknown` under `app.request()` with no header.
 */
export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown'
}
