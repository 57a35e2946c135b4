import type { TokenBalance } from './types'

/**
 * The balances worth showing (spec §5, §9): tokens with zero decimals are dropped as low quality,
 * and only balances on the app's supported networks are kept.
 *
 * @param supportedChains CAIP-2 ids of the networks the app configures.
 * @example
 * filterTokenBalances(balances, ['eip155:1']) // no 0-decimal tokens, only Ethereum
 */
export function filterTokenBalances(balances: readonly TokenBalance[], supportedChains: readonly string[]): TokenBalance[] {
  const supported = new Set(supportedChains)
  return balances.filter((balance) => Number(balance.quantity.decimals) !== 0 && supported.has(balance.chainId))
}

/** The USD value of a portfolio: the sum of its balances' values. */
export function sumPortfolioValue(balances: readonly TokenBalance[]): number {
  return balances.reduce((total, balance) => total + (Number.isFinite(balance.value) ? balance.value : 0), 0)
}
