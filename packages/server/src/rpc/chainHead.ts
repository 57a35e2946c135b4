import type { ChainConfig } from '../chains/chains.ts'
import { UpstreamUnavailableError } from '../chains/errors.ts'

/** How long a chain's block number is reused. */
export const headTtlMs = 2_000

/**
 * The block number of each chain's upstream, asked at most once per {@link headTtlMs} (the RPC proxy
 * needs it to measure `eth_getLogs` ranges that end at `latest`). One per app.
 */
export function createChainHeads({ fetch: doFetch, now }: { fetch: typeof fetch; now: () => number }) {
  const heads = new Map<number, { head: Promise<bigint>; at: number }>()
  return {
    /** @throws {UpstreamUnavailableError} */
    get(chain: ChainConfig): Promise<bigint> {
      const cached = heads.get(chain.chainId)
      if (cached && now() - cached.at < headTtlMs) return cached.head
      const head = blockNumber(chain, doFetch)
      heads.set(chain.chainId, { head, at: now() })
      head.catch(() => heads.delete(chain.chainId))
      return head
    },
  }
}

export type ChainHeads = ReturnType<typeof createChainHeads>

async function blockNumber(chain: ChainConfig, doFetch: typeof fetch): Promise<bigint> {
  try {
    const response = await doFetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
      signal: AbortSignal.timeout(10_000),
    })
    const { result } = (await response.json()) as { result?: unknown }
    if (typeof result !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(result)) throw new Error(`eth_blockNumber answered ${String(result)}`)
    return BigInt(result)
  } catch (cause) {
    throw new UpstreamUnavailableError({ chainId: chain.chainId, cause })
  }
}
