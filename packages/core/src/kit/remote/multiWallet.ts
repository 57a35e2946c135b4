import type { ChainNamespace } from '../../caip/types'
import type { Connection } from '../../store/createConnectionStore'
import type { KitContext } from '../context'

function multiWalletEnabled(ctx: KitContext): boolean {
  if (ctx.features.getState().features.multiWallet) return true
  ctx.alerts.show({
    variant: 'info',
    code: 'multi_wallet_not_enabled',
    title: 'Multi-Wallet Not Enabled',
    message: 'Multi-wallet support is not enabled for this project.',
  })
  return false
}

/** Every live connection of a namespace. Without the multiWallet feature: an info alert and `[]`. */
export function getConnections(ctx: KitContext, namespace?: ChainNamespace): Connection[] {
  if (!multiWalletEnabled(ctx)) return []
  const chainNamespace = namespace ?? ctx.network.getState().activeNamespace
  return Object.values(ctx.connection.get(chainNamespace).connections)
}

export type SwitchConnectionParameters = {
  connectorId: string
  /** Default: the active namespace. */
  namespace?: ChainNamespace | undefined
}

/**
 * Makes another live connection the active one. Without the multiWallet feature: an info alert,
 * and nothing changes (returns undefined).
 */
export function switchConnection(ctx: KitContext, parameters: SwitchConnectionParameters): Connection | undefined {
  if (!multiWalletEnabled(ctx)) return undefined
  const chainNamespace = parameters.namespace ?? ctx.network.getState().activeNamespace
  const connection = ctx.connection.get(chainNamespace).connections[parameters.connectorId]
  if (connection) ctx.connection.upsert(chainNamespace, connection)
  return connection
}
