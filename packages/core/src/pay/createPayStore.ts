import { createStore } from 'zustand/vanilla'
import type { CaipNetwork } from '../networks/types'
import type { AssetId, Payment, PaymentAsset } from './types'
import type { PayExchange } from './exchangeTypes'

/**
 * Where a payment is: `preparing` (reading the assets and the recipient), `ready` (the visitor
 * picks a network and pays), `sending` (the wallet is asked), `confirming` (sent, waiting for the
 * receipt), `success`; `idle` when there is none. `exchange`: paying with an exchange, the visitor
 * confirms it on the exchange's page (then `confirming`). `walletAsked`: the wallet was asked before
 * the page reloaded and never answered here; it may still be asking, so the kit watches the chain
 * for the payment (then `confirming`), and paying again reuses the first request's nonce.
 */
export type PayStatus = 'idle' | 'preparing' | 'ready' | 'sending' | 'walletAsked' | 'exchange' | 'confirming' | 'success'

/** One asset the visitor may pay with, on its network. */
export type PayOption = {
  asset: PaymentAsset
  network: CaipNetwork
  name: string
  symbol: string
  decimals: number
  /** The amount asked for, in smallest units. */
  value: bigint
  /** A logo URL (the Portico server's, by symbol), if any. */
  iconUrl: string | undefined
  /** What the connected account holds (smallest units); undefined while disconnected or unknown. */
  balance: bigint | undefined
}

export type PayState = {
  status: PayStatus
  /** The request as asked (recipient as given: an address or a name). */
  request: { recipient: string; amount: string; assets: readonly PaymentAsset[] } | undefined
  /** The recipient's address, and its name when it was given by name. */
  recipient: { address: string; name: string | undefined } | undefined
  options: readonly PayOption[]
  /** The asset chosen (one of `options`). */
  selected: AssetId | undefined
  hash: string | undefined
  /** The last problem to show (a short balance, a wallet refusal…); cleared on the next attempt. */
  error: Error | undefined
  payment: Payment | undefined
  /** The exchanges that pay the selected asset ("Pay with an exchange"); undefined until known or without a server. */
  exchanges: readonly PayExchange[] | undefined
  /** The payment started at an exchange: where the visitor confirms it. */
  exchange: { exchange: PayExchange; id: string; url: string } | undefined
}

export const initialPayState: PayState = {
  status: 'idle',
  request: undefined,
  recipient: undefined,
  options: [],
  selected: undefined,
  hash: undefined,
  error: undefined,
  payment: undefined,
  exchanges: undefined,
  exchange: undefined,
}

/** The payment under way in one kit (`portico.pay`), for the Pay view. */
export function createPayStore() {
  return createStore<PayState>(() => initialPayState)
}

export type PayStore = ReturnType<typeof createPayStore>
