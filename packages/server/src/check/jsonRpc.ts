/** How long `portico-server check` waits for any one upstream. */
export const checkTimeoutMs = 5_000

/**
 * One JSON-RPC call for `portico-server check`: the result, or a short reason it failed (unreachable,
 * an HTTP status, a JSON-RPC error). Never throws.
 */
export async function callJsonRpc(
  url: string,
  method: string,
  params: unknown[] = [],
  { timeoutMs = checkTimeoutMs }: { timeoutMs?: number } = {},
): Promise<{ result: unknown } | { error: string }> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    return { error: `unreachable (${reasonOf(error)})` }
  }
  if (!response.ok) return { error: `answered HTTP ${response.status} to ${method}` }
  let body: unknown
  try {
    body = await response.json()
  } catch {
    return { error: `answered ${method} with something other than JSON` }
  }
  if (typeof body !== 'object' || body === null) return { error: `answered ${method} with no JSON-RPC result` }
  const { result, error } = body as { result?: unknown; error?: { message?: unknown } }
  if (error) return { error: `refused ${method} (${typeof error.message === 'string' ? error.message.slice(0, 120) : 'error'})` }
  if (result === undefined) return { error: `answered ${method} with no JSON-RPC result` }
  return { result }
}

/** A network error's short reason (`ECONNREFUSED`, `timeout`). */
export function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'timed out'
    const code = (error as { code?: unknown }).code
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code
    const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause
    if (cause && typeof cause.code === 'string') return cause.code
    if (cause && typeof cause.message === 'string') return cause.message.slice(0, 120)
    return error.message.slice(0, 120)
  }
  return String(error).slice(0, 120)
}

/** Where an upstream URL points, without credentials or path (keys often sit in RPC URLs' paths). */
export function shownUrl(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return 'an invalid URL'
  }
}
