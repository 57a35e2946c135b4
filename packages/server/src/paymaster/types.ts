import type { Address, Hex } from 'viem'
import type { LocalAccount } from 'viem/accounts'
import type { PaymasterChainReader } from './chainReader.ts'
import type { GasBounds } from './userOperation.ts'

/** How an operator turns the paymaster service on (`createApp({ paymaster })`, `startServer({ paymaster })`). */
export type PaymasterOptions = {
  /** The verifying signer's private key (0x + 64 hex) or account: the key the paymaster contracts trust. Never leaves the server. */
  signer: Hex | LocalAccount
  /** The VerifyingPaymaster (EntryPoint v0.7) deployed for that signer, by chain id. */
  paymasters: Readonly<Record<number, Address>>
  /** How long a signature stays good (validUntil = now + this). Default 600 s. */
  validForSeconds?: number | undefined
  /** Over `defaultGasBounds`. */
  gasBounds?: Partial<GasBounds> | undefined
  /** What reads the base fee and accounts' code; default `createChainReader()` (each chain's `rpcUrl`, cached). Tests pass their own. */
  chainReader?: PaymasterChainReader | undefined
}

/** The resolved options the route reads. */
export type PaymasterDeps = {
  signer: LocalAccount
  paymasters: ReadonlyMap<number, Address>
  validForSeconds: number
  gasBounds: GasBounds
  chainReader: PaymasterChainReader
}
