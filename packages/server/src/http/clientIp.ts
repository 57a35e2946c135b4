import { isIP } from 'node:net'
import type { Context } from 'hono'
import type { AppEnv } from './types.ts'

/**
 * The client's address, as rate limits and logs key it.
 *
 * `trustProxyHops` is how many proxies (load balancers) stand between the internet and this server.
 * Each one appends the address it received the request from to `X-Forwarded-For`, so with `n` hops
 * the client is the `n`-th address from the right of `[...X-Forwarded-For, socket peer]`. Anything to
 * its left was written by the client itself and is never read. With 0 hops the header is ignored.
 *
 * IPv6 clients are keyed by their /64 (one host usually holds the whole prefix). `unknown` under
 * `app.request()` with no socket and no header.
 */
export function clientIp(c: Context<AppEnv>, trustProxyHops: number): string {
  const peer = c.env?.incoming?.socket?.remoteAddress
  return clientAddress({ peer, forwardedFor: c.req.header('x-forwarded-for'), trustProxyHops })
}

/** {@link clientIp} on plain values. */
export function clientAddress({
  peer,
  forwardedFor,
  trustProxyHops,
}: { peer: string | undefined; forwardedFor: string | undefined; trustProxyHops: number }): string {
  const chain = trustProxyHops > 0 && forwardedFor ? forwardedFor.split(',').map((entry) => entry.trim()) : []
  chain.push(peer ?? 'unknown')
  const index = Math.max(0, chain.length - 1 - trustProxyHops)
  return keyOf(chain[index] || 'unknown')
}

function keyOf(address: string): string {
  const bare = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  const kind = isIP(bare)
  if (kind === 4) return bare
  if (kind === 6) return `${ipv6Prefix64(bare)}::/64`
  // Not an address (a proxy that writes something else, or `unknown`): keyed as given, bounded.
  return bare.slice(0, 64)
}

/** The first four groups of an IPv6 address (`2001:db8:1:2::5` → `2001:db8:1:2`). */
function ipv6Prefix64(address: string): string {
  const [head = '', tail = ''] = address.split('%')[0]!.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')
}
