import type { ConnectionData } from '@portico/core'
import { ConnectorNotFoundError, NetworkNotFoundError } from '@portico/core'
import type { Config, Connection, Connector as WagmiConnector } from '@wagmi/core'
import type { Chain } from 'viem'

/** What one EVM adapter's actions share: its wagmi config and chains (one per adapter, never global). */
export type EvmContext = {
  readonly config: Config
  readonly chains: readonly Chain[]
  /** Adds the WalletConnect connector (a lazy chunk) to the config, once. */
  ensureWalletConnect(): Promise<WagmiConnector>
}

export function findConnector({ config }: EvmContext, connectorId: string): WagmiConnector {
  const connector = config.connectors.find((c) => c.id === connectorId)
  if (!connector) throw new ConnectorNotFoundError({ connectorId, chainNamespace: 'eip155' })
  return connector
}

export function findConnection({ config }: EvmContext, connectorId: string): Connection | undefined {
  return [...config.state.connections.values()].find((c) => c.connector.id === connectorId)
}

export function findChain({ chains }: EvmContext, chainId: number | string): Chain {
  const chain = chains.find((c) => c.id === Number(chainId))
  if (!chain) throw new NetworkNotFoundError({ caipNetworkId: `eip155:${chainId}` })
  return chain
}

export function toConnectionData(c: { accounts: readonly string[]; chainId: number; connector: WagmiConnector }): ConnectionData {
  return { connectorId: c.connector.id, accounts: c.accounts, chainId: c.chainId }
}
