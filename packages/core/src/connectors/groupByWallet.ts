import type { Connector } from '../adapter/types'
import type { ChainNamespace } from '../caip/types'

/** One wallet as the Connect view lists it: its connectors, one per namespace it speaks. */
export type WalletEntry = {
  /** The first connector's id: stable while the wallet stays installed. */
  key: string
  name: string
  icon: string | undefined
  /** In the order they came; never two of one namespace. */
  connectors: readonly Connector[]
  chainNamespaces: readonly ChainNamespace[]
}

/** Connectors that stand for a wallet in this browser: a WalletConnect or e-mail connector speaks for itself. */
const mergeable = (connector: Connector) => connector.type === 'injected' || connector.type === 'external'

const walletName = (connector: Connector) => connector.name.trim().toLowerCase()

/**
 * Folds the connectors one wallet offers in several namespaces (Phantom announcing itself by
 * EIP-6963 for eip155 and by the Wallet Standard for solana, under one name) into one entry, at the
 * place of its first connector. Wallets are matched by name, as the protocols give no common id;
 * two connectors of one namespace never merge (two EVM wallets sharing a name stay two entries),
 * nor do WalletConnect and e-mail connectors.
 */
export function groupByWallet(connectors: readonly Connector[]): WalletEntry[] {
  const entries: { name: string; connectors: Connector[] }[] = []
  for (const connector of connectors) {
    const same = mergeable(connector)
      ? entries.find(
          (entry) =>
            entry.name === walletName(connector) &&
            mergeable(entry.connectors[0]!) &&
            !entry.connectors.some((other) => other.chainNamespace === connector.chainNamespace),
        )
      : undefined
    if (same) same.connectors.push(connector)
    else entries.push({ name: walletName(connector), connectors: [connector] })
  }
  return entries.map(({ connectors: [first, ...rest] }) => ({
    key: first!.id,
    name: first!.name,
    icon: first!.icon ?? rest.find((connector) => connector.icon)?.icon,
    connectors: [first!, ...rest],
    chainNamespaces: [first!, ...rest].map((connector) => connector.chainNamespace),
  }))
}
