import type { RpcErrorObject } from './types.ts'

export type RpcResponse = { result: unknown } | { error: RpcErrorObject }

/**
 * Sends one JSON-RPC request to a node and returns its answer untouched (a node error keeps
 * its code, message and data).
 */
export async function forwardRpc(rpcUrl: string, method: string, params: unknown): Promise<RpcResponse> {
  let body: { result?: unknown; error?: RpcErrorObject }
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
    body = (await response.json()) as typeof body
  } catch (error) {
    return { error: { code: -32603, message: `The RPC at ${rpcUrl} did not answer: ${(error as Error).message}` } }
  }
  if (body.error) return { error: body.error }
  return { result: body.result ?? null }
}
