import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FailingProxy = {
  url: string
  /** Paths (without the query) answered with a 503 instead of being passed on. */
  failing: Set<string>
  close(): Promise<void>
}

/**
 * A proxy in front of a Portico server that passes every request on, except those whose path is in
 * `failing` (their CORS preflights still pass): a server that fails one route at a time.
 */
export async function startFailingProxy(target: string): Promise<FailingProxy> {
  const upstream = new URL(target)
  const failing = new Set<string>()
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!
    if (req.method !== 'OPTIONS' && failing.has(path)) {
      res.writeHead(503, { 'access-control-allow-origin': req.headers.origin ?? '*', 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { code: 'unavailable', message: 'Failing on purpose (test proxy)' } }))
      return
    }
    const forward = request(
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    forward.on('error', () => res.writeHead(502).end())
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    failing,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
