import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A port nothing listens on (opened, then closed), for the checkers' "unreachable" refusals. */
export async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** A local HTTP server answering each JSON-RPC method from `answers` (or each GET with `get`), for the checkers' tests. */
export async function localServer(handlers: { rpc?: Record<string, unknown>; get?: (path: string) => { status: number; body: unknown } }): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      if (request.method === 'GET' && handlers.get) {
        const answer = handlers.get(request.url ?? '/')
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body))
        return
      }
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      const result = handlers.rpc?.[method]
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(result === undefined ? { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } } : { jsonrpc: '2.0', id, result }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
