import type { createAdaptorServer } from '@hono/node-server'
import { ListenError } from './errors.ts'

/** A Node HTTP server as `@hono/node-server` makes it. */
type NodeServer = ReturnType<typeof createAdaptorServer>

/**
 * Stops accepting connections and lets the requests in flight finish: idle keep-alive connections
 * are closed as they become idle, and whatever is still open after `drainMs` is cut.
 */
export async function closeAll(servers: readonly NodeServer[], drainMs: number): Promise<void> {
  await Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          const http = server as NodeServer & { closeIdleConnections?(): void; closeAllConnections?(): void }
          const idle = setInterval(() => http.closeIdleConnections?.(), 50)
          const cut = setTimeout(() => http.closeAllConnections?.(), drainMs)
          server.close(() => {
            clearInterval(idle)
            clearTimeout(cut)
            resolve()
          })
          http.closeIdleConnections?.()
          if (drainMs <= 0) http.closeAllConnections?.()
        }),
    ),
  )
}

/** How a listening host shows in a URL (a wildcard host as 127.0.0.1, IPv6 in brackets). */
export function shown(host: string): string {
  return host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
}

export async function listen(server: NodeServer, port: number, host: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const onError = (cause: unknown) => reject(new ListenError({ host, port, cause }))
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve()
    })
  })
}
