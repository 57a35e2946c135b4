import { type Chain, defineChain } from 'viem'
import { multicall3Address } from './constants.ts'

export type DefineDevnetChainParameters = {
  chainId: number
  name: string
  rpcUrl: string
}

/**
 * Describes a devnet chain as a viem {@link Chain} (native currency ETH, `testnet: true`),
 * so apps and tests configure the devnet the same way.
 *
 * @example
 * const devnet = await startDevnet()
 * const chains = devnet.chains.map(defineDevnetChain)
 */
export function defineDevnetChain({ chainId, name, rpcUrl }: DefineDevnetChainParameters): Chain {
  return defineChain({
    id: chainId,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
    contracts: { multicall3: { address: multicall3Address } },
  })
}
