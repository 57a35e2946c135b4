import { DevnetError } from './errors.ts'

/**
 * One JSON-RPC call to a devnet node, for the node's own methods (`anvil_setCode`,
 * `anvil_setBalance`, …) that viem's clients do not wrap. A node error becomes a DevnetError naming
 * the method and the node.
 */
export async function rpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new DevnetError(`${method} on ${rpcUrl} failed: ${body.error.message}`)
  return body.result as T
}

/**
 * Several JSON-RPC calls in one HTTP request (a JSON-RPC batch; anvil runs them in order), for start-up
 * steps that would otherwise pay one round trip each. Results come back in the calls' order; any error
 * becomes a DevnetError naming its method.
 */
export async function rpcBatch<T = unknown>(rpcUrl: string, calls: readonly { method: string; params: unknown[] }[]): Promise<T[]> {
  if (calls.length === 0) return []
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(calls.map(({ method, params }, id) => ({ jsonrpc: '2.0', id, method, params }))),
  })
  const bodies = (await response.json()) as { id: number; result?: T; error?: { message: string } }[]
  if (!Array.isArray(bodies)) throw new DevnetError(`A batch of ${calls.length} calls on ${rpcUrl} got no batch answer.`)
  const byId = new Map(bodies.map((body) => [body.id, body]))
  return calls.map(({ method }, id) => {
    const body = byId.get(id)
    if (!body || body.error) throw new DevnetError(`${method} on ${rpcUrl} failed: ${body?.error?.message ?? 'no answer'}`)
    return body.result as T
  })
}
