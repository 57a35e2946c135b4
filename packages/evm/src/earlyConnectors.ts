import type { Connector, ConnectorType } from '@portico/core'
import type { CreateConnectorFn } from '@wagmi/core'
import { type AnnouncedProviders, hasLegacyOnlyProvider } from './legacyInjected'
import { LEGACY_INJECTED_ID } from './toConnector'

/**
 * How a wagmi connector function describes its connector before wagmi makes it (the adapter lists
 * it from this while wagmi has not loaded): the fields wagmi's connector will have.
 */
export type ConnectorListing = { id: string; name: string; type: ConnectorType; icon?: string | undefined }

/** The listing a connector function carries (`walletConnect()` does), if any. */
export function listingOf(connector: CreateConnectorFn): ConnectorListing | undefined {
  return (connector as CreateConnectorFn & { porticoListing?: ConnectorListing }).porticoListing
}

export type EarlyConnectorsParameters = {
  announced: AnnouncedProviders
  /** The app's extra connectors, each with its listing. */
  extras: readonly CreateConnectorFn[]
  /** The embedded wallet's connector, when the kit uses one. */
  embedded: ConnectorListing | undefined
}

/**
 * The connectors the adapter's wagmi config will list, known before it loads: the legacy
 * `window.ethereum` (when it is not an EIP-6963 wallet too), the app's extra connectors, the
 * embedded wallet, then every EIP-6963 wallet by its rdns (wagmi's id for it) — the same entries,
 * in the same order, as toConnector gives once wagmi is in.
 */
export function earlyConnectors({ announced, extras, embedded }: EarlyConnectorsParameters): Connector[] {
  const listed: ConnectorListing[] = [...extras.map((extra) => listingOf(extra)!), ...(embedded ? [embedded] : [])]
  const connectors: Connector[] = []
  if (hasLegacyOnlyProvider(announced)) {
    connectors.push({ id: LEGACY_INJECTED_ID, name: 'Browser Wallet', type: 'injected', chainNamespace: 'eip155', installed: true })
  }
  for (const { id, name, type, icon } of listed) connectors.push({ id, name, type, chainNamespace: 'eip155', icon, installed: type === 'injected' })
  for (const { info } of announced.list()) {
    if (connectors.some((connector) => connector.id === info.rdns)) continue
    connectors.push({ id: info.rdns, name: info.name, type: 'injected', chainNamespace: 'eip155', icon: info.icon || undefined, rdns: info.rdns, installed: true })
  }
  return connectors
}
