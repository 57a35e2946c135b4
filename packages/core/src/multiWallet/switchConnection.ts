import type { ChainNamespace } from '../caip/types'
import { ConnectorNotConnectedError } from '../connection/errors'
import { walletErrorFromCause } from '../errors/walletErrorFromCause'
import type { Connection } from '../connection/createConnectionStore'
import { applyConnection, toConnectionData } from '../connection/applyConnection'
import { getAdapter, type KitContext } from '../kit/context'
import { multiWalletEnabled } from './multiWalletEnabled'
import type { ConnectorNotConnectedErrorType } from '../connection/errors'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'
import type { WalletErrorFromCauseErrorType } from '../errors/walletErrorFromCause'

export type SwitchConnectionParameters = {
  connectorId: string
  /** Default: the active namespace. */
  namespace?: ChainNamespace | undefined
}

/** The connection now active; undefined when the multiWallet feature is off. */
export type SwitchConnectionReturnType = Connection | undefined

/** What `switchConnection` can throw (by `name`). */
export type SwitchConnectionErrorType =
  | ConnectorNotConnectedErrorType
  | WalletErrorFromCauseErrorType
  | BaseErrorType
  | ErrorType

/**
 * Makes another live connection the active one, as if it had just connected: the active network
 * becomes its network, `connect` fires for its account, its balance loads, and the adapter follows
 * (eip155: wagmi's current connection). Resolves with the connection; a wallet that is not
 * connected rejects with ConnectorNotConnectedError. Without the multiWallet feature: an info
 * alert, and nothing changes (resolves with undefined).
 */
export async function switchConnection(ctx: KitContext, parameters: SwitchConnectionParameters): Promise<Connection | undefined> {
  if (!multiWalletEnabled(ctx)) return undefined
  const namespace = parameters.namespace ?? ctx.network.getState().activeNamespace
  const { connectorId } = parameters
  const live = () => ctx.connection.get(namespace).connections[connectorId]
  if (!live()) throw new ConnectorNotConnectedError({ connectorId, chainNamespace: namespace })
  if (ctx.connection.get(namespace).activeConnectorId === connectorId) return live()
  try {
    await getAdapter(ctx, namespace).switchConnection?.({ connectorId })
  } catch (cause) {
    throw walletErrorFromCause(cause)
  }
  // The wallet may have gone while the adapter switched.
  const connection = live()
  if (!connection) throw new ConnectorNotConnectedError({ connectorId, chainNamespace: namespace })
  applyConnection(ctx, namespace, toConnectionData(connection))
  return ctx.connection.active(namespace)
}
