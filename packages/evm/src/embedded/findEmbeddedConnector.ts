import type { EmbeddedWalletHost } from '@portico/core'

// No wagmi here: the adapter (in the page's first load) looks the connector up with this alone.

/** The embedded wallet's wagmi connector id (its Portico connector has type `auth`). */
export const EMBEDDED_CONNECTOR_ID = 'portico-embedded'

/** The connector's one extra method: the adapter hands it the kit's embedded wallet. */
export type EmbeddedConnectorProperties = { useHost(host: EmbeddedWalletHost): void }

/** The embedded wallet's connector among a wagmi config's connectors (the app added `embeddedWallet()`), if it is there. */
export function findEmbeddedConnector(connectors: readonly { id: string }[]): EmbeddedConnectorProperties | undefined {
  const found = connectors.find((connector) => connector.id === EMBEDDED_CONNECTOR_ID)
  return found && 'useHost' in found ? (found as unknown as EmbeddedConnectorProperties) : undefined
}
