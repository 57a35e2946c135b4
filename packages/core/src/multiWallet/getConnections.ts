import type { ChainNamespace } from '../caip/types'
import type { Connection } from '../connection/createConnectionStore'
import type { KitContext } from '../kit/context'
import { multiWalletEnabled } from './multiWalletEnabled'
import type { ErrorType } from '../errors/errorType'

/** The namespace (default: the active one). */
export type GetConnectionsParameters = ChainNamespace | undefined

export type GetConnectionsReturnType = Connection[]

/** What `getConnections` can throw: nothing of its own. */
export type GetConnectionsErrorType = ErrorType

/**
 * Every live connection of a namespace (default: the active one), in the order they were made.
 * Without the multiWallet feature: an info alert and `[]`.
 */
export function getConnections(ctx: KitContext, namespace?: ChainNamespace): Connection[] {
  if (!multiWalletEnabled(ctx)) return []
  const chainNamespace = namespace ?? ctx.network.getState().activeNamespace
  return Object.values(ctx.connection.get(chainNamespace).connections)
}
