import { describe, expect, it } from 'vitest'
import { formatPercent, formatSwapAmount, parseSlippage } from './swapFormat'

describe('swap formatting', () => {
  it('shows smallest units as the token’s amount, 3 decimals, and a tiny amount as <0.001', () => {
    expect(formatSwapAmount('1500000', { decimals: 6, symbol: 'PUSD' }, 'en')).toBe('1.500 PUSD')
    expect(formatSwapAmount(10n ** 18n, { decimals: 18, symbol: 'ETH' }, 'en')).toBe('1.000 ETH')
    expect(formatSwapAmount('1', { decimals: 18, symbol: 'PTK' }, 'en')).toBe('<0.001 PTK')
    expect(formatSwapAmount('0', { decimals: 18, symbol: 'PTK' }, 'en')).toBe('0.000 PTK')
  })

  it('shows percents in the locale, up to two decimals', () => {
    expect(formatPercent(1, 'en')).toBe('1%')
    expect(formatPercent(0.3, 'en')).toBe('0.3%')
    expect(formatPercent(0.12345, 'en')).toBe('0.12%')
  })

  it('takes slippage from 0 to 50 percent, with a comma too', () => {
    expect(parseSlippage('1')).toBe(1)
    expect(parseSlippage('0,5')).toBe(0.5)
    expect(parseSlippage('0')).toBe(0)
    expect(parseSlippage('50')).toBe(50)
    expect(parseSlippage('51')).toBeUndefined()
    expect(parseSlippage('-1')).toBeUndefined()
    expect(parseSlippage('')).toBeUndefined()
    expect(parseSlippage('abc')).toBeUndefined()
  })
})
