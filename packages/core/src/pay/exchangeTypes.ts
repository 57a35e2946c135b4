/** An exchange "Pay with an exchange" offers (`GET /v1/pay/exchanges`). */
export type PayExchange = { id: string; name: string; imageUrl: string | null }

/** A payment started at an exchange (`POST /v1/pay/exchange-payments`): the visitor confirms it at `url`. */
export type StartedExchangePayment = { exchange: string; id: string; url: string }

/**
 * Where a payment is at the exchange (`GET /v1/pay/exchange-payments/:exchange/:id`): `pending`
 * until the visitor confirms it there and it is sent, `confirmed` once sent (`txHash`), `failed`,
 * `cancelled` or `expired`.
 */
export type ExchangePaymentStatus = {
  status: 'pending' | 'confirmed' | 'failed' | 'cancelled' | 'expired'
  /** The on-chain transfer, once sent. */
  txHash: string | null
}
