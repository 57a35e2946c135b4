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
