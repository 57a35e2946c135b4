import type { CaipNetwork } from '@portico/core'
import type { createSolanaRpc } from '@solana/kit'
import type { Wallet } from '@wallet-standard/base'

/** An SPL token the account view lists for a network. */
export type SolanaToken = {
  /** The mint's address. */
  mint: string
  name: string
  symbol: string
  decimals: number
  iconUrl?: string | undefined
}

/** A Solana RPC client (`createSolanaRpc`). */
export type SolanaRpc = ReturnType<typeof createSolanaRpc>

/** What the wallet actions (the lazy module) get from the adapter. */
export type SolanaContext = {
  networks: readonly CaipNetwork[]
  /** SPL tokens to list, by CAIP-2 network id. */
  tokens: Readonly<Record<string, readonly SolanaToken[]>>
  /** The registered Wallet Standard wallet of a connector id (ConnectorNotFoundError if none). */
  wallet(connectorId: string): Wallet
  /** This adapter's RPC clients, one per network, made on first use by the wallet actions. */
  rpcClients: WeakMap<CaipNetwork, SolanaRpc>
}
