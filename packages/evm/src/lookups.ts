import { ConnectorNotFoundError, NetworkNotFoundError } from '@portico/core'
import type { Connection, Connector as WagmiConnector } from '@wagmi/core'
import type { Chain } from 'viem'
import type { EvmContext } from './evmContext'

// Lookups for the lazy wallet actions (kept out of evmContext, which the first load imports).

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
