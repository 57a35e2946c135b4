import type { KitContext } from '../kit/context'
import type { ErrorType } from '../errors/errorType'

/** None: `abandonWalletConnect` takes the context only. */
export type AbandonWalletConnectParameters = void

export type AbandonWalletConnectReturnType = void

/** What `abandonWalletConnect` can throw: nothing of its own. */
export type AbandonWalletConnectErrorType = ErrorType

/**
 * The user left the WalletConnect view without finishing: forget the URI and, if that attempt is still
 * connecting, go back to the previous status (a late answer from the wallet still connects).
 */
export function abandonWalletConnect(ctx: KitContext): void {
  ctx.pairing.clear()
  const connector = ctx.connectors.getState().connectors.find((c) => c.type === 'walletConnect')
  if (!connector) return
  const state = ctx.connection.get(connector.chainNamespace)
  if (state.status === 'connecting') {
    ctx.connection.setStatus(connector.chainNamespace, Object.keys(state.connections).length ? 'connected' : 'disconnected')
  }
}
