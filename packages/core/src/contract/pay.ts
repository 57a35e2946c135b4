import * as z from 'zod/mini'
import { parsePaymentAsset } from '../pay/parsePaymentAsset'

/** CAIP-19: a native currency (`eip155:1/slip44:60`) or a token (`eip155:1/erc20:0x…`). Which namespaces are paid is the server's rule. */
export const paymentAsset = z.string().check(
  z.maxLength(200),
  z.refine((value) => {
    try {
      return Boolean(parsePaymentAsset(value))
    } catch {
      return false
    }
  }, 'must be a CAIP-19 native (slip44) or token asset'),
)

const exchangeId = z.string().check(z.regex(/^[a-z0-9-]{1,32}$/, 'must be an exchange id'))

/** `GET /v1/pay/exchanges?asset`. */
export const payExchangesQuery = z.object({ asset: paymentAsset })

/** An exchange "Pay with an exchange" offers. */
export const payExchange = z.object({ id: z.string(), name: z.string(), imageUrl: z.nullable(z.string()) })

/** `GET /v1/pay/exchanges`: those that pay the asset. */
export const payExchangesAnswer = z.object({ exchanges: z.array(payExchange) })

/** `POST /v1/pay/exchange-payments`: the recipient's address is checked by its network's rule (the server's). */
export const exchangePaymentBody = z.object({
  exchange: exchangeId,
  asset: paymentAsset,
  /** Decimal, in the asset's units. */
  amount: z.string().check(z.regex(/^\d{1,30}(\.\d{1,36})?$/, 'must be a positive decimal amount')),
  recipient: z.string().check(z.minLength(1), z.maxLength(128)),
})

/** A payment started at an exchange: the visitor confirms it at `url` (a new tab). */
export const startedExchangePayment = z.object({ exchange: z.string(), id: z.string(), url: z.url() })

/** `/v1/pay/exchange-payments/:exchange/:id` (and `…/cancel`). */
export const exchangePaymentParams = z.object({ exchange: exchangeId, id: z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,128}$/, 'must be a payment id')) })

/**
 * Where a payment is at the exchange: `pending` until the visitor confirms it there and it is sent,
 * `confirmed` once sent (`txHash`), `failed`, `cancelled` or `expired`.
 */
export const exchangePaymentStatus = z.object({
  status: z.enum(['pending', 'confirmed', 'failed', 'cancelled', 'expired']),
  /** The on-chain transfer, once sent. */
  txHash: z.nullable(z.string()),
})
