import type { ChainNamespace } from '../caip/types'
import type { Connection } from '../connection/createConnectionStore'
import type { KitContext } from '../kit/context'
import { multiWalletEnabled } from './multiWalletEnabled'

/**
 * Every live connection of a namespace (default: the active one), in the order they were made.
 * Without the multiWallet feature: an info alert and `[]`.
 */
export function getConnections(ctx: KitContext, namespace?: ChainNamespace): Connection[] {
  if (!multiWalletEnabled(ctx)) return []
  const chainNamespace = namespace ?? ctx.network.getState().activeNamespace
  return Object.values(ctx.connection.get(chainNamespace).connections)
}
