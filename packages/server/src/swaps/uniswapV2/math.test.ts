import { describe, expect, it } from 'vitest'
import { feeOf, getAmountOut, getAmountOutAlong, minimumReceivedOf, priceImpactOf } from './math.ts'

const eth = 10n ** 18n
const pusd = 10n ** 6n
// The devnet's ETH/PUSD pool: 100 ETH, 300,000 PUSD.
const ethPusd = { reserveIn: 100n * eth, reserveOut: 300_000n * pusd }

describe('Uniswap v2 arithmetic', () => {
  it('gives what UniswapV2Library.getAmountOut gives', () => {
    // 1 ETH in: 997e15 * 3e11 / (1e20 * 1000 + 997e15) = 2961.474103… PUSD, floored.
    expect(getAmountOut(eth, ethPusd)).toBe(2_961_474_103n)
    expect(getAmountOut(0n, ethPusd)).toBe(0n)
    expect(getAmountOut(eth, { reserveIn: 0n, reserveOut: 1n })).toBe(0n)
  })

  it('chains hops', () => {
    const back = { reserveIn: ethPusd.reserveOut, reserveOut: ethPusd.reserveIn }
    const out = getAmountOutAlong(eth, [ethPusd, back])
    // Through the same reserves twice: two fees and twice about 1 % of impact, 0.997² × 0.99² ≈ 0.9746.
    expect(out).toBe(974_604_535_912_038_249n)
  })

  it('measures price impact apart from the fee', () => {
    const small = 10n ** 15n // 0.001 ETH: about 0.001 %
    expect(priceImpactOf(small, getAmountOut(small, ethPusd), [ethPusd])).toBeLessThan(0.002)
    // 1 ETH into 100 ETH of liquidity: about 1 %.
    const impact = priceImpactOf(eth, getAmountOut(eth, ethPusd), [ethPusd])
    expect(impact).toBeGreaterThan(0.9)
    expect(impact).toBeLessThan(1.1)
    // 100 ETH into a 100 ETH pool: 99.7 / 199.7 of its PUSD, against 99.7 % of 100 × 3000 at the mid price.
    expect(priceImpactOf(100n * eth, getAmountOut(100n * eth, ethPusd), [ethPusd])).toBeCloseTo(49.925, 2)
    expect(priceImpactOf(eth, 0n, [{ reserveIn: 0n, reserveOut: 1n }])).toBe(100)
  })

  it('counts 0.3 % per hop as the fee', () => {
    expect(feeOf(1_000_000n, 1)).toEqual({ amount: 3_000n, percent: 0.3 })
    expect(feeOf(1_000_000n, 2)).toEqual({ amount: 5_991n, percent: 0.5991 })
  })

  it('takes slippage off the output, in basis points', () => {
    expect(minimumReceivedOf(10_000n, 1)).toBe(9_900n)
    expect(minimumReceivedOf(10_000n, 0.5)).toBe(9_950n)
    expect(minimumReceivedOf(10_000n, 0)).toBe(10_000n)
  })
})
