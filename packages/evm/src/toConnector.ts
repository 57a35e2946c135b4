import type { Connector } from '@portico/core'
import type { Connector as WagmiConnector } from '@wagmi/core'

/** Id of wagmi's target-less connector for a legacy `window.ethereum`. */
export const LEGACY_INJECTED_ID = 'injected'

/** Describes a wagmi connector as a Portico connector. */
export function toConnector(connector: WagmiConnector): Connector {
  const legacy = connector.id === LEGACY_INJECTED_ID
  return {
    id: connector.id,
    name: legacy ? 'Browser Wallet' : connector.name,
    type: connector.type === 'injected' ? 'injected' : connector.type === 'walletConnect' ? 'walletConnect' : connector.type === 'auth' ? 'auth' : 'external',
    chainNamespace: 'eip155',
    icon: connector.icon,
    rdns: rdnsOf(connector),
    installed: connector.type === 'injected',
  }
}

/** wagmi names an EIP-6963 wallet's connector by its rdns and sets no `rdns` field on it. */
function rdnsOf(connector: WagmiConnector): string | undefined {
  if (connector.rdns) return typeof connector.rdns === 'string' ? connector.rdns : connector.rdns[0]
  const announced = connector.type === 'injected' && connector.id !== LEGACY_INJECTED_ID && connector.id.includes('.')
  return announced ? connector.id : undefined
}
