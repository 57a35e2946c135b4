import { walletErrorFromCause } from '../errors/walletErrorFromCause'
import { ConnectorChainsNotSupportedError } from '../walletConnect/errors'
import { isUnsupportedNetwork } from '../networks/unsupportedNetwork'
import type { ConnectionData } from '../adapter/types'
import type { ChainNamespace } from '../caip/types'
import { getAdapter, type KitContext } from '../kit/context'
import { getConnector } from './getConnector'
import { applyConnection } from './applyConnection'
import { rememberRecentWallet } from './recentWallets'
import { removeConnection } from './removeConnection'
import { forgetDeclinedSignIns } from '../siwx/declinedSignIn'
import type { AdapterNotFoundErrorType } from '../errors/adapter'
import type { ConnectorChainsNotSupportedErrorType } from '../walletConnect/errors'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'
import type { ConnectorNotFoundErrorType } from './errors'
import type { WalletErrorFromCauseErrorType } from '../errors/walletErrorFromCause'

export type ConnectParameters = {
  /** A connector's id, as `stores.connectors` lists it. */
  connectorId: string
}

/** The connected accounts and chain, as the adapter reported them. */
export type ConnectReturnType = ConnectionData

/** What `connect` can throw (by `name`): no such connector or adapter, the wallet's chains refused, or the wallet's answer typed (4001 → UserRejectedRequestError…). */
export type ConnectErrorType =
  | ConnectorNotFoundErrorType
  | AdapterNotFoundErrorType
  | ConnectorChainsNotSupportedErrorType
  | WalletErrorFromCauseErrorType
  | BaseErrorType
  | ErrorType

/**
 * Connects a wallet by connector id (ConnectorNotFoundError when no adapter lists it). Status goes connecting -> connected; on failure it falls back
 * to what it was, and the wallet's error is mapped to a typed one (4001 -> UserRejectedRequestError…).
 * The new connection becomes the active one. With the multiWallet feature it is added beside the
 * namespace's other connections (which stay live, the status stays connected meanwhile); without,
 * it replaces them.
 */
export async function connect(ctx: KitContext, parameters: ConnectParameters): Promise<ConnectionData> {
  // Called right after page load, an adapter may not have listed its connectors yet: its lazy part
  // (loaded by `preload`, which connecting needs anyway) lists them.
  if (!ctx.connectors.getState().connectors.some((c) => c.id === parameters.connectorId)) {
    await Promise.all([...ctx.adapters.values()].map((adapter) => adapter.preload?.()))
  }
  const connector = getConnector(ctx, parameters.connectorId)
  const namespace = connector.chainNamespace
  const adapter = getAdapter(ctx, namespace, 'connect')
  const before = ctx.connection.get(namespace).status
  const active = ctx.network.active(namespace)
  // Adding a wallet beside a live one (multi-wallet) leaves the namespace connected meanwhile.
  if (before !== 'connected') ctx.connection.setStatus(namespace, 'connecting')
  ctx.tracker.track('SELECT_WALLET', { name: connector.name, connector: connector.id, platform: 'browser' })
  try {
    const data = await adapter.connect({
      connectorId: connector.id,
      chainId: active && !isUnsupportedNetwork(active) ? active.id : undefined,
    })
    // Connecting again: a sign-in the visitor declined before is asked again.
    forgetDeclinedSignIns(ctx)
    applyConnection(ctx, namespace, data)
    rememberRecentWallet(ctx, connector.id)
    // Without multi-wallet a namespace has one connection: the new one replaces the others.
    if (!ctx.features.getState().features.multiWallet) await disconnectOthers(ctx, namespace, connector.id)
    return data
  } catch (cause) {
    // A superseded attempt (e.g. an expired WalletConnect URI) must not undo a newer connection.
    if (ctx.connection.get(namespace).status === 'connecting') {
      ctx.connection.setStatus(namespace, before === 'connected' ? 'connected' : 'disconnected')
    }
    const error = cause instanceof ConnectorChainsNotSupportedError ? cause : walletErrorFromCause(cause)
    ctx.tracker.track('CONNECT_ERROR', { name: connector.name, message: error.shortMessage })
    throw error
  }
}

/** Disconnects every connection of the namespace but `keep` (the wallets' failures are reported as `error` events). */
async function disconnectOthers(ctx: KitContext, namespace: ChainNamespace, keep: string) {
  const others = Object.keys(ctx.connection.get(namespace).connections).filter((id) => id !== keep)
  await Promise.all(
    others.map(async (connectorId) => {
      try {
        await getAdapter(ctx, namespace).disconnect({ connectorId })
      } catch (error) {
        ctx.emitter.emit('error', { error: error as Error, action: 'disconnect' })
      } finally {
        removeConnection(ctx, namespace, connectorId)
      }
    }),
  )
}
