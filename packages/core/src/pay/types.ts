import type { PaymentCheckpoint } from '../adapter/types'
import type { CaipNetworkId, ChainNamespace } from '../caip/types'

/**
 * A CAIP-19 asset id: the network (CAIP-2), then the asset's namespace and reference.
 *
 * @example
 * 'eip155:1/slip44:60' // Ether on Ethereum (the native currency: SLIP-44 coin type)
 * 'eip155:8453/erc20:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' // an ERC-20 on Base
 */
export type AssetId = `${CaipNetworkId}/${string}:${string}`

/** What `portico.pay` asks for. */
export type PayParameters = {
  /** An address of the asset's namespace, or an account name (resolved by the Portico server). */
  recipient: string
  /**
   * The asset (CAIP-19), or the same asset on several networks: the visitor pays on one of them
   * (the Pay view offers those where they hold it).
   */
  asset: AssetId | readonly AssetId[]
  /** A decimal amount in the asset's units, e.g. `'5'` or `'0.01'`. */
  amount: string
}

/** A parsed CAIP-19 asset the kit can pay with. */
export type PaymentAsset = {
  id: AssetId
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  /** The token contract; undefined for the network's native currency. */
  token: string | undefined
}

/** What the chain said about a confirmed payment. */
export type PaymentReceipt = {
  status: 'success'
  blockNumber?: bigint | undefined
  blockHash?: string | undefined
}

/** A confirmed payment: what `portico.pay` resolves with. */
export type Payment = {
  hash: string
  receipt: PaymentReceipt
  /** The asset paid with (one of those asked for). */
  asset: AssetId
  caipNetworkId: CaipNetworkId
  /** The account that paid (empty when an exchange paid: its account is its own), and the address paid to (a name resolved). */
  from: string
  to: string
  /** The decimal amount asked for, and in the asset's smallest units. */
  amount: string
  value: bigint
}

/**
 * A payment started at an exchange and not yet sent, kept in the kit's storage so a reload goes on
 * waiting for it (and can cancel it) instead of starting another.
 */
export type PendingExchangePayment = {
  /** Which request it answers (see `paymentKey`). */
  key: string
  exchange: { id: string; name: string; imageUrl: string | null }
  /** The exchange's id for it, and where the visitor confirms it. */
  id: string
  url: string
  asset: AssetId
  to: string
  amount: string
  /** Smallest units, as a decimal string. */
  value: string
}

/** A payment sent but not yet confirmed, kept in the kit's storage so a reload waits for it instead of paying again. */
export type PendingPayment = {
  /** Which request it answers (see `paymentKey`). */
  key: string
  hash: string
  asset: AssetId
  from: string
  to: string
  amount: string
  /** Smallest units, as a decimal string (JSON has no bigint). */
  value: string
  /** When the wallet returned the hash (ms since epoch). */
  sentAt: number
}

/**
 * A payment the wallet was asked for and has not answered yet, kept in the kit's storage: after a
 * reload the wallet may still be asking (a phone over WalletConnect, an extension's pop-up), so the
 * kit looks for the payment on the chain instead of asking again.
 */
export type PaymentAttempt = {
  /** Which request it answers (see `paymentKey`). */
  key: string
  asset: AssetId
  from: string
  to: string
  amount: string
  /** Smallest units, as a decimal string. */
  value: string
  /** Where the account stood before the wallet was asked. */
  checkpoint: PaymentCheckpoint
}
