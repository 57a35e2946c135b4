import { formatTokenQuantity, type SwapQuoteAmount } from '@portico/core'
import { toDecimalString } from '@portico/core/internal'

/** An amount in a token's smallest units as the visitor reads it: "1.234 PUSD". */
export function formatSwapAmount(amount: string | bigint, token: Pick<SwapQuoteAmount, 'decimals' | 'symbol'>, locale: string): string {
  const decimal = toDecimalString(BigInt(amount), token.decimals)
  const shown = formatTokenQuantity(decimal, locale)
  return `${BigInt(amount) > 0n && formatTokenQuantity(decimal) === '0.000' ? `<${formatTokenQuantity('0.001', locale)}` : shown} ${token.symbol}`
}

/** A percent with up to two decimals: "0.3 %" in the visitor's locale. */
export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100)
}

/** Slippage as typed: a number of percent from 0 to 50, or undefined. */
export function parseSlippage(text: string): number | undefined {
  const value = Number(text.replace(',', '.').trim())
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= 50 ? value : undefined
}
