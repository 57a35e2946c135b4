import { WalletConnectConnectorNotFoundError } from './errors'
import type { KitContext } from '../kit/context'
import { connect } from '../connection/connect'
import type { ConnectErrorType, ConnectReturnType } from '../connection/connect'
import type { WalletConnectConnectorNotFoundErrorType } from './errors'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'

/** None: `connectWalletConnect` takes the context only. */
export type ConnectWalletConnectParameters = void

export type ConnectWalletConnectReturnType = ConnectReturnType

/** What `connectWalletConnect` can throw (by `name`). */
export type ConnectWalletConnectErrorType =
  | WalletConnectConnectorNotFoundErrorType
  | ConnectErrorType
  | BaseErrorType
  | ErrorType

/**
 * Starts a WalletConnect pairing: the adapter reports the URI (`stores.pairing`), and the promise settles
 * when the wallet approves or rejects. Calling it again makes a new URI (expiry, retry).
 */
export async function connectWalletConnect(ctx: KitContext): Promise<ConnectWalletConnectReturnType> {
  const connector = ctx.connectors.getState().connectors.find((c) => c.type === 'walletConnect')
  if (!connector) throw new WalletConnectConnectorNotFoundError()
  ctx.pairing.clear()
  try {
    return await connect(ctx, { connectorId: connector.id })
  } finally {
    // A URI is single-use: once this attempt settles it must not be shown again.
    if (ctx.connection.get(connector.chainNamespace).status === 'connected') ctx.pairing.clear()
  }
}
