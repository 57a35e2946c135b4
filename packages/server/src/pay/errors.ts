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
