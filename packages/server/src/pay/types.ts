/**
 * "Pay with an exchange": the visitor pays from an account at an exchange rather than from the
 * connected wallet. The server speaks to exchanges through this interface, one provider per
 * exchange (like the swap providers). Interface and a devnet sandbox so far: no route and no view
 * use it yet (issue 17).
 */

/** An exchange as the Pay view would list it. */
export type PayExchange = { id: string; name: string; imageUrl: string | null }

export type ExchangePaymentRequest = {
  /** CAIP-19: a native currency (`eip155:1/slip44:60`) or an ERC-20 (`eip155:1/erc20:0x…`). */
  asset: string
  /** Decimal, in the asset's units. */
  amount: string
  /** The address paid. */
  recipient: string
}

/** A payment started at the exchange. */
export type ExchangePayment = {
  /** The exchange's id for it (what `getPaymentStatus` takes). */
  id: string
  /** Where the visitor confirms it at the exchange; null when there is nothing to confirm (the sandbox). */
  url: string | null
}

export type ExchangePaymentStatus = {
  status: 'pending' | 'confirmed' | 'failed'
  /** The on-chain transfer, once the exchange sent it. */
  txHash: string | null
}

export type ExchangeProvider = {
  readonly exchange: PayExchange
  /** Whether the exchange can pay this asset (CAIP-19). */
  supports(asset: string): boolean
  createPayment(request: ExchangePaymentRequest): Promise<ExchangePayment>
  getPaymentStatus(id: string): Promise<ExchangePaymentStatus>
}
