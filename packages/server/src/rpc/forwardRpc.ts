import type { ChainConfig } from '../chains/chains.ts'
import { UpstreamUnavailableError } from '../chains/errors.ts'

export type JsonRpcRequest = { jsonrpc: '2.0'; id: string | number | null; method: string; params?: unknown }
export type JsonRpcResponse = {
  jsonrpc: '2.0'
  id: string | number | null
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

/** JSON-RPC error codes the proxy answers with itself. */
export const rpcErrorCodes = { invalidRequest: -32600, methodNotAllowed: -32601, invalidParams: -32602, limitExceeded: -32005 } as const

export type ForwardRpcOptions = {
  timeoutMs?: number
  fetch?: typeof fetch
  /** An allowed request the proxy answers itself with this error instead of forwarding it (a limit). */
  refuse?: ((request: JsonRpcRequest) => JsonRpcResponse['error']) | undefined
}

export const isRequest = (value: unknown): value is JsonRpcRequest =>
  typeof value === 'object' &&
  value !== null &&
  (value as JsonRpcRequest).jsonrpc === '2.0' &&
  typeof (value as JsonRpcRequest).method === 'string' &&
  ['string', 'number'].includes(typeof (value as JsonRpcRequest).id)

/**
 * Forwards a JSON-RPC request or batch to `chain`'s upstream, answering refused methods and
 * malformed entries itself (in place, so a batch keeps its order). Only the allowed entries reach
 * the upstream, in one request.
 *
 * @throws {UpstreamUnavailableError} when the upstream cannot be reached or answers non-JSON.
 */
export async function forwardRpc(
  chain: ChainConfig,
  body: unknown,
  allowed: ReadonlySet<string>,
  { timeoutMs = 10_000, fetch: doFetch = fetch, refuse }: ForwardRpcOptions = {},
): Promise<JsonRpcResponse | JsonRpcResponse[]> {
  const batch = Array.isArray(body)
  const entries: unknown[] = batch ? body : [body]
  const answers: (JsonRpcResponse | undefined)[] = entries.map((entry) => {
    if (!isRequest(entry)) {
      const id = (entry as { id?: unknown } | null)?.id
      return {
        jsonrpc: '2.0',
        id: typeof id === 'string' || typeof id === 'number' ? id : null,
        error: { code: rpcErrorCodes.invalidRequest, message: 'Invalid JSON-RPC request' },
      }
    }
    if (!allowed.has(entry.method)) {
      return {
        jsonrpc: '2.0',
        id: entry.id,
        error: { code: rpcErrorCodes.methodNotAllowed, message: `Method ${entry.method} is not allowed by this project` },
      }
    }
    const refused = refuse?.(entry)
    if (refused) return { jsonrpc: '2.0', id: entry.id, error: refused }
    return undefined
  })
  const forward = entries.filter((_, index) => answers[index] === undefined) as JsonRpcRequest[]
  if (forward.length) {
    let upstream: unknown
    try {
      const response = await doFetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(batch ? forward : forward[0]),
        signal: AbortSignal.timeout(timeoutMs),
      })
      upstream = await response.json()
    } catch (cause) {
      throw new UpstreamUnavailableError({ chainId: chain.chainId, cause })
    }
    const list = (Array.isArray(upstream) ? upstream : [upstream]) as JsonRpcResponse[]
    if (list.some((item) => typeof item !== 'object' || item === null)) {
      throw new UpstreamUnavailableError({ chainId: chain.chainId })
    }
    // Batches may come back in any order: match by id; answers without a match keep their position.
    const byId = new Map(list.map((item) => [JSON.stringify(item.id), item]))
    let next = 0
    answers.forEach((answer, index) => {
      if (answer) return
      const request = entries[index] as JsonRpcRequest
      answers[index] = byId.get(JSON.stringify(request.id)) ?? list[next]
      next++
    })
  }
  const result = answers as JsonRpcResponse[]
  return batch ? result : result[0]!
}
