/**
 * "Pay with an exchange": the visitor pays from an account at an exchange rather than from the
 * connected wallet. The server speaks to exchanges through this interface, one provider per
 * exchange (like the swap and on-ramp providers); the routes are `http/routes/payExchanges.ts`.
 * A real exchange is a provider written against its API (none ships: no outside call is made
 * here); `createSandboxExchange` is the devnet sandbox for `npm start` and tests.
 */

import type { ExchangePaymentStatus, PayExchange } from '@portico/core'

// The wire types are core's (what the kit reads is what the server sends, by construction).
export type { ExchangePaymentStatus, PayExchange }

export type ExchangePaymentRequest = {
  /** CAIP-19: a native currency (`eip155:1/slip44:60`) or an ERC-20 (`eip155:1/erc20:0x…`). */
  asset: string
  /** Decimal, in the asset's units. */
  amount: string
  /** The address paid. */
  recipient: string
}

/** Who asks: a payment is read and cancelled only by the project that started it. */
export type ExchangePaymentContext = { projectId: string }

/** A payment started at the exchange. */
export type ExchangePayment = {
  /** The exchange's id for it (what `getPaymentStatus` takes). */
  id: string
  /** Where the visitor signs in and confirms it at the exchange (absolute, or a path on this server). */
  url: string
}

export type ExchangeProvider = {
  readonly exchange: PayExchange
  /** Whether the exchange can pay this asset (CAIP-19). */
  supports(asset: string): boolean
  /** Starts a payment; nothing moves until the visitor confirms it at the exchange (`url`). */
  createPayment(request: ExchangePaymentRequest, context: ExchangePaymentContext): Promise<ExchangePayment>
  /** @throws {NotFoundError} for an id this exchange did not give this project. */
  getPaymentStatus(id: string, context: ExchangePaymentContext): Promise<ExchangePaymentStatus>
  /**
   * Cancels a payment the visitor has not confirmed; once confirmed it is too late and the
   * status says so (the kit then waits for it).
   *
   * @returns the status after the attempt.
   */
  cancelPayment(id: string, context: ExchangePaymentContext): Promise<ExchangePaymentStatus>
}
