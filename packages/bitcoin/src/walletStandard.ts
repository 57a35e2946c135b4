import type { Connector } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'

/** The Wallet Standard features the adapter uses: the Bitcoin Wallet Standard's, and sats-connect's provider feature. */
export const features = {
  connect: 'bitcoin:connect',
  signMessage: 'bitcoin:signMessage',
  signTransaction: 'bitcoin:signTransaction',
  satsConnect: 'sats-connect:',
  standardConnect: 'standard:connect',
  disconnect: 'standard:disconnect',
  events: 'standard:events',
} as const

/** A wallet Portico can use for Bitcoin: it speaks the Bitcoin Wallet Standard (`bitcoin:connect`) or carries a sats-connect provider. */
export function isBitcoinWallet(wallet: Wallet): boolean {
  return features.connect in wallet.features || features.satsConnect in wallet.features
}

/** The connector id of a Bitcoin wallet: its name, under the namespace. */
export function connectorIdOf(wallet: Wallet): string {
  return `bip122:${wallet.name}`
}

/** Describes a Bitcoin wallet as a Portico connector. */
export function toConnector(wallet: Wallet): Connector {
  return { id: connectorIdOf(wallet), name: wallet.name, type: 'injected', chainNamespace: 'bip122', icon: wallet.icon, installed: true }
}
