import { type Address, createPublicClient, http } from 'viem'
import type { ChainConfig } from '../chains/chains.ts'

/** Whether each address has code now and whether it had it `blocksBack` blocks ago (undefined: not known). */
export type CodeReport = Map<string, { now: boolean; before: boolean | undefined }>

/** How long the code reads may take together before the warnings go without them. */
export const codeReadTimeoutMs = 3_000

/**
 * Reads the code of `addresses` at the latest block and `blocksBack` blocks before it: one JSON-RPC
 * batch (`eth_blockNumber` first, then two `eth_getCode` per address). A chain younger than
 * `blocksBack` blocks has no "before" (everything on it is new), and neither has an address the node
 * cannot read at the older block (pruned state). Never throws: an unanswered read is left out.
 */
export async function readCode({ chain, addresses, blocksBack, fetchImpl }: { chain: ChainConfig; addresses: readonly Address[]; blocksBack: number; fetchImpl?: typeof fetch | undefined }): Promise<CodeReport> {
  const report: CodeReport = new Map()
  if (addresses.length === 0) return report
  const client = createPublicClient({ transport: http(chain.rpcUrl, { batch: true, retryCount: 0, timeout: codeReadTimeoutMs, ...(fetchImpl ? { fetchFn: fetchImpl } : {}) }) })
  const head = await client.getBlockNumber({ cacheTime: 0 }).catch(() => undefined)
  if (head === undefined) return report
  const old = head >= BigInt(blocksBack) ? head - BigInt(blocksBack) : undefined
  const hasCode = (code: string | undefined) => code !== undefined && code !== '0x'
  await Promise.all(
    addresses.map(async (address) => {
      const [now, before] = await Promise.all([
        client.getCode({ address, blockNumber: head }).then(hasCode, () => undefined),
        old === undefined ? undefined : client.getCode({ address, blockNumber: old }).then(hasCode, () => undefined),
      ])
      if (now !== undefined) report.set(address.toLowerCase(), { now, before })
    }),
  )
  return report
}
