import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FailingProxy = {
  url: string
  /** Paths (without the query) answered with a 503 instead of being passed on. */
  failing: Set<string>
  /** Paths answered with this error (status and the server's error code) instead of being passed on. */
  answering: Map<string, { status: number; code: string; message: string }>
  close(): Promise<void>
}

/**
 * A proxy in front of a Portico server that passes every request on, except those whose path is in
 * `failing` or `answering` (their CORS preflights still pass): a server that fails one route at a time.
 */
export async function startFailingProxy(target: string): Promise<FailingProxy> {
  const upstream = new URL(target)
  const failing = new Set<string>()
  const answering = new Map<string, { status: number; code: string; message: string }>()
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!
    const answer = failing.has(path) ? { status: 503, code: 'unavailable', message: 'Failing on purpose (test proxy)' } : answering.get(path)
    if (req.method !== 'OPTIONS' && answer) {
      res.writeHead(answer.status, { 'access-control-allow-origin': req.headers.origin ?? '*', 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { code: answer.code, message: answer.message } }))
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
    answering,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
