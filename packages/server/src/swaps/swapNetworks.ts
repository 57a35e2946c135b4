import { SWAP_NETWORKS } from '@portico/core/internal'
import type { ChainConfig } from '../chains/chains.ts'

/** The chain ids of spec §9's 12 swap networks (the kit's `SWAP_NETWORKS`). */
export const swapChainIds: ReadonlySet<number> = new Set(SWAP_NETWORKS.map((id) => Number(id.split(':')[1])))

/** Whether swaps work on `chain`: one of the 12 networks, or a devnet this server serves. */
export function isSwapNetwork(chain: Pick<ChainConfig, 'chainId' | 'devnet'>): boolean {
  return chain.devnet || swapChainIds.has(chain.chainId)
}
