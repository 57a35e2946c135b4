import { describe, expect, it } from 'vitest'
import { formatPortfolioValue } from '../format/formatPortfolioValue'
import { formatTokenQuantity } from '../format/formatTokenQuantity'
import type { TokenBalance } from './types'
import { filterTokenBalances, sumPortfolioValue } from './filterTokenBalances'

const balance = (symbol: string, chainId: string, decimals: string, numeric: string, value = 0): TokenBalance => ({
  name: symbol,
  symbol,
  chainId,
  value,
  price: 0,
  quantity: { decimals, numeric },
  iconUrl: '',
})

describe('filterTokenBalances', () => {
  it('drops tokens with zero decimals as low quality', () => {
    const list = [balance('ETH', 'eip155:1', '18', '1'), balance('SPAM', 'eip155:1', '0', '1000000'), balance('USDC', 'eip155:1', '6', '2')]
    expect(filterTokenBalances(list, ['eip155:1']).map((b) => b.symbol)).toEqual(['ETH', 'USDC'])
  })

  it('keeps only balances on supported chains', () => {
    const list = [balance('ETH', 'eip155:1', '18', '1'), balance('BNB', 'eip155:56', '18', '1'), balance('ETH', 'eip155:31337', '18', '3')]
    expect(filterTokenBalances(list, ['eip155:31337', 'eip155:1']).map((b) => `${b.symbol}@${b.chainId}`)).toEqual([
      'ETH@eip155:1',
      'ETH@eip155:31337',
    ])
    expect(filterTokenBalances(list, [])).toEqual([])
  })
})

describe('balance display rules', () => {
  it('shows a token quantity with 3 decimals', () => {
    expect(formatTokenQuantity({ numeric: '999998.765433', decimals: '6' })).toBe('999998.765')
    expect(formatTokenQuantity({ numeric: '1', decimals: '18' })).toBe('1.000')
  })

  it('sums the portfolio, and a testnet portfolio shows 0.00', () => {
    const list = [balance('ETH', 'eip155:1', '18', '1', 3000.5), balance('USDC', 'eip155:1', '6', '2', 2)]
    expect(sumPortfolioValue(list)).toBe(3002.5)
    expect(formatPortfolioValue({ value: sumPortfolioValue(list) })).toBe('3002.50')
    expect(formatPortfolioValue({ value: sumPortfolioValue(list), isTestnet: true })).toBe('0.00')
  })
})
