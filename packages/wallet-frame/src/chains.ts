/**
 * The chains the Portico server serves by default (its `chains/data/chains.json`), as the approval
 * view names them: the chain's name and its native currency's symbol (18 decimals on each).
 * chains.test.ts fails when the server's list changes. Another chain is named by its id, and its
 * amounts are shown without a symbol (as "the native currency").
 */
const chains: Readonly<Record<number, { name: string; symbol: string }>> = {
  1: { name: 'Ethereum', symbol: 'ETH' },
  10: { name: 'OP Mainnet', symbol: 'ETH' },
  56: { name: 'BNB Smart Chain', symbol: 'BNB' },
  100: { name: 'Gnosis', symbol: 'XDAI' },
  137: { name: 'Polygon', symbol: 'POL' },
  324: { name: 'zkSync Era', symbol: 'ETH' },
  8453: { name: 'Base', symbol: 'ETH' },
  31337: { name: 'Portico Devnet', symbol: 'ETH' },
  31338: { name: 'Portico Devnet 2', symbol: 'ETH' },
  42161: { name: 'Arbitrum One', symbol: 'ETH' },
  42220: { name: 'Celo', symbol: 'CELO' },
  43114: { name: 'Avalanche', symbol: 'AVAX' },
  7777777: { name: 'Zora', symbol: 'ETH' },
  11155111: { name: 'Sepolia', symbol: 'ETH' },
  1313161554: { name: 'Aurora', symbol: 'ETH' },
}

/** The chain's name and native symbol, when the frame knows the chain. */
export function chainInfo(chainId: string): { name: string; symbol: string } | undefined {
  return Object.hasOwn(chains, chainId) ? chains[Number(chainId)] : undefined
}
