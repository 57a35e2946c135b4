import type { ConnectionData } from '@portico/core'
import type { Config, Connector as WagmiConnector } from '@wagmi/core'
import type { Chain } from 'viem'

/** What one EVM adapter's actions share: its wagmi config and chains (one per adapter, never global). */
export type EvmContext = {
  readonly config: Config
  readonly chains: readonly Chain[]
}

export function toConnectionData(c: { accounts: readonly string[]; chainId: number; connector: WagmiConnector }): ConnectionData {
  return { connectorId: c.connector.id, accounts: c.accounts, chainId: c.chainId }
}
