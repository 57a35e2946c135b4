import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { rpcErrorCodes, SolanaRpcError } from '../errors'

/** Largest request body accepted (a Solana transaction is at most 1232 bytes; batches stay small). */
const MAX_BODY_BYTES = 1_000_000

type Call = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }

/**
 * A JSON-RPC 2.0 HTTP front (single calls and batches, CORS open for browser dapps) over `handle`.
 * Client mistakes get JSON-RPC errors, never a crash; anything else is -32603.
 */
export function serveRpc(handle: (method: string, params: unknown) => unknown): Server {
  return createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type, solana-client')
    response.setHeader('access-control-allow-methods', 'POST, OPTIONS')
    if (request.method === 'OPTIONS') return void response.writeHead(204).end()
    if (request.method !== 'POST') return void reply(response, 405, error(null, rpcErrorCodes.invalidRequest, 'Use POST'))
    readBody(request).then(
      (body) => {
        let parsed: unknown
        try {
          parsed = JSON.parse(body)
        } catch {
          return reply(response, 200, error(null, rpcErrorCodes.parseError, 'Parse error'))
        }
        if (Array.isArray(parsed)) {
          if (!parsed.length) return reply(response, 200, error(null, rpcErrorCodes.invalidRequest, 'Invalid request: empty batch'))
          return reply(response, 200, parsed.map((call) => answer(handle, call)))
        }
        reply(response, 200, answer(handle, parsed))
      },
      () => reply(response, 413, error(null, rpcErrorCodes.invalidRequest, 'Request too large')),
    )
  })
}

function answer(handle: (method: string, params: unknown) => unknown, call: unknown) {
  const { id = null, method, params } = (call && typeof call === 'object' ? call : {}) as Call
  const safeId = typeof id === 'string' || typeof id === 'number' ? id : null
  if (typeof method !== 'string') return error(safeId, rpcErrorCodes.invalidRequest, 'Invalid request')
  try {
    return { jsonrpc: '2.0', id: safeId, result: handle(method, params) }
  } catch (cause) {
    if (cause instanceof SolanaRpcError) return error(safeId, cause.code, cause.message, cause.data)
    return error(safeId, rpcErrorCodes.internalError, cause instanceof Error ? cause.message : 'Internal error')
  }
}

function error(id: unknown, code: number, message: string, data?: unknown) {
  return { jsonrpc: '2.0', id, error: { code, message, ...(data === undefined ? {} : { data }) } }
}

function reply(response: ServerResponse, status: number, payload: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(payload, (_key, value: unknown) => (typeof value === 'bigint' ? Number(value) : value)))
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        request.destroy()
        reject(new Error('too large'))
      } else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}
