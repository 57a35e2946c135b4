import { DevnetTimeoutError } from '../errors.ts'

export type WaitForRpcParameters = {
  /** Give up after this many milliseconds. */
  timeout?: number
  /** Milliseconds between attempts. */
  interval?: number
  /** Stop waiting early (e.g. the node process exited). */
  signal?: AbortSignal
}

/**
 * Polls `eth_chainId` on a JSON-RPC endpoint until it answers, and returns the chain id.
 *
 * @throws {DevnetTimeoutError} when it does not answer within `timeout`.
 */
export async function waitForRpc(
  rpcUrl: string,
  { timeout = 10_000, interval = 20, signal }: WaitForRpcParameters = {},
): Promise<number> {
  const deadline = Date.now() + timeout
  let lastError: unknown
  while (Date.now() < deadline) {
    signal?.throwIfAborted()
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        signal: AbortSignal.timeout(Math.max(1, Math.min(1_000, deadline - Date.now()))),
      })
      const body = (await response.json()) as { result?: string }
      if (typeof body.result === 'string') return Number(body.result)
      lastError = new Error(`Unexpected answer: ${JSON.stringify(body)}`)
    } catch (error) {
      lastError = error
    }
    await new Promise((resolve) => setTimeout(resolve, interval))
  }
  throw new DevnetTimeoutError(`${rpcUrl} did not answer eth_chainId within ${timeout} ms.`, { cause: lastError })
}
