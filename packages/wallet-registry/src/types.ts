import type { z } from 'zod'
import type { injectedSchema, walletLinksSchema, walletSchema } from './schema'

/** One wallet of the registry, as stored in `wallets/<id>.json`. */
export type RegistryWallet = z.infer<typeof walletSchema>
export type RegistryWalletLinks = z.infer<typeof walletLinksSchema>
export type RegistryInjected = z.infer<typeof injectedSchema>
