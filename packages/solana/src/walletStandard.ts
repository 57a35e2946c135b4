import type { Connector } from '@portico/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

/** The Wallet Standard features the adapter uses. */
export const features = {
  connect: 'standard:connect',
  disconnect: 'standard:disconnect',
  events: 'standard:events',
  signMessage: 'solana:signMessage',
  signAndSendTransaction: 'solana:signAndSendTransaction',
} as const

/** A Wallet Standard wallet Portico can use for Solana: it connects and speaks at least one solana chain. */
export function isSolanaWallet(wallet: Wallet): boolean {
  return features.connect in wallet.features && wallet.chains.some((chain) => chain.startsWith('solana:'))
}

/** The connector id of a Wallet Standard wallet: its name, under the namespace (names are what the standard keys wallets by). */
export function connectorIdOf(wallet: Wallet): string {
  return `solana:${wallet.name}`
}

/** Describes a Wallet Standard wallet as a Portico connector. */
export function toConnector(wallet: Wallet): Connector {
  return {
    id: connectorIdOf(wallet),
    name: wallet.name,
    type: 'injected',
    chainNamespace: 'solana',
    icon: wallet.icon,
    installed: true,
  }
}

/** The wallet's Solana accounts (an account may speak other chains too; those without a solana chain are left out). */
export function solanaAccounts(accounts: readonly WalletAccount[]): readonly WalletAccount[] {
  return accounts.filter((account) => account.chains.some((chain) => chain.startsWith('solana:')))
}
