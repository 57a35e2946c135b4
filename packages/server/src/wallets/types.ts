import type { ServerWallet } from '@portico/core/internal'
import type { RegistryWallet } from '@portico/wallet-registry'

export type { RegistryWallet }

/** One wallet as `GET /getWallets` answers it: the wire type the kit reads (`ServerWallet` in @portico/core). */
export type WalletJson = ServerWallet
