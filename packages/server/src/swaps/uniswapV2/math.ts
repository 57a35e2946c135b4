/** Uniswap v2 keeps 0.3 % of every hop's input for the liquidity providers: 997 of 1000 trade. */
export const uniswapV2FeeNumerator = 997n
export const uniswapV2FeeDenominator = 1000n

/** One pool on the way: its reserves of the hop's input and output tokens. */
export type Hop = { reserveIn: bigint; reserveOut: bigint }

/**
 * What a pool gives for `amountIn` (the constant-product formula with the fee, as
 * `UniswapV2Library.getAmountOut`); 0 when the pool is empty or the input is 0.
 */
export function getAmountOut(amountIn: bigint, { reserveIn, reserveOut }: Hop): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n
  const inWithFee = amountIn * uniswapV2FeeNumerator
  return (inWithFee * reserveOut) / (reserveIn * uniswapV2FeeDenominator + inWithFee)
}

/** `amountIn` through every hop in turn. */
export function getAmountOutAlong(amountIn: bigint, hops: readonly Hop[]): bigint {
  return hops.reduce((amount, hop) => getAmountOut(amount, hop), amountIn)
}

const ppmScale = 100_000_000n // percent with 6 decimals

/**
 * The trade's price impact in percent: how far `amountOut` falls short of what the pools' mid
 * prices would give after fees (so the fee is not counted twice: it is in {@link feeOf}).
 */
export function priceImpactOf(amountIn: bigint, amountOut: bigint, hops: readonly Hop[]): number {
  if (amountIn <= 0n || hops.length === 0) return 0
  // Without impact: amountIn × Π(reserveOut / reserveIn) × (997/1000)^hops = numerator / denominator.
  let numerator = amountIn
  let denominator = 1n
  for (const { reserveIn, reserveOut } of hops) {
    if (reserveIn <= 0n || reserveOut <= 0n) return 100
    numerator *= reserveOut * uniswapV2FeeNumerator
    denominator *= reserveIn * uniswapV2FeeDenominator
  }
  if (numerator === 0n) return 100
  const shortfall = ppmScale - (amountOut * denominator * ppmScale) / numerator
  return Number(shortfall < 0n ? 0n : shortfall) / 1_000_000
}

/** The liquidity providers' fee along `hops` hops: in the input token, and in percent of the input. */
export function feeOf(amountIn: bigint, hops: number): { amount: bigint; percent: number } {
  const kept = uniswapV2FeeNumerator ** BigInt(hops)
  const whole = uniswapV2FeeDenominator ** BigInt(hops)
  return {
    amount: amountIn - (amountIn * kept) / whole,
    percent: Number(((whole - kept) * ppmScale) / whole) / 1_000_000,
  }
}

/** The least output a swap accepts with `slippage` percent (rounded to basis points) of tolerance. */
export function minimumReceivedOf(amountOut: bigint, slippage: number): bigint {
  const bps = BigInt(Math.round(slippage * 100))
  return (amountOut * (10_000n - bps)) / 10_000n
}
