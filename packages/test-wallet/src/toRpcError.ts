import { ProviderRpcError } from './errors.ts'
import type { RpcErrorObject } from './types.ts'

/**
 * Turns anything thrown while handling a request into the `{ code, message, data? }` the page
 * gets. Keeps the code of a {@link ProviderRpcError} or of the node's answer (found in viem's
 * `cause` chain); anything else is -32603 (internal error).
 */
export function toRpcError(error: unknown): RpcErrorObject {
  if (error instanceof ProviderRpcError) return withData({ code: error.code, message: error.message }, error.data)
  let found: (Error & { code: number; details?: unknown; data?: unknown }) | undefined
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (typeof (current as { code?: unknown }).code === 'number') found = current as typeof found
  }
  if (found) {
    const message = typeof found.details === 'string' && found.details ? found.details : found.message
    return withData({ code: found.code, message }, found.data)
  }
  const message = error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : String(error)
  return { code: -32603, message }
}

function withData(error: RpcErrorObject, data: unknown): RpcErrorObject {
  return data === undefined ? error : { ...error, data }
}
