import { ServerError } from '../errors.ts'

/** An exchange did not answer (down, or an unexpected answer): 502 `upstream_unavailable`. */
export class ExchangeUnavailableError extends ServerError {
  override name = 'ExchangeUnavailableError'
  readonly exchange: string

  constructor({ exchange, cause }: { exchange: string; cause?: unknown }) {
    super('upstream_unavailable', 502, `${exchange} is unavailable`, { cause })
    this.exchange = exchange
  }
}

/** The Sandbox Exchange pays at most its configured cap per payment (`sandboxExchangeMaxAmount`): 400 `exchange_amount_too_large`. */
export class SandboxExchangeCapError extends ServerError {
  override name = 'SandboxExchangeCapError'
  /** The most one payment may be, in the asset's units (a decimal). */
  readonly maxAmount: string

  constructor({ amount, maxAmount, symbol }: { amount: string; maxAmount: string; symbol: string }) {
    super('exchange_amount_too_large', 400, `The Sandbox Exchange pays at most ${maxAmount} ${symbol} at a time`, { details: { amount, maxAmount, symbol } })
    this.maxAmount = maxAmount
  }
}
