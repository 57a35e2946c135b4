import type { CaipNetworkId } from '../caip/types'
import { NetworkNotFoundError } from './networkNotFoundError'
import { walletErrorFromCause } from '../errors/walletErrorFromCause'
import { findNetwork } from './findNetwork'
import { storageKeys } from '../storage/storageKeys'
import { getAdapter, type KitContext } from '../kit/context'
import { applyConnection } from '../connection/applyConnection'
import type { NetworkNotFoundErrorType } from './networkNotFoundError'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'
import type { WalletErrorFromCauseErrorType } from '../errors/walletErrorFromCause'

export type SwitchNetworkParameters = {
  /** One of the app's networks, e.g. 'eip155:8453'. */
  caipNetworkId: CaipNetworkId
}

export type SwitchNetworkReturnType = void

/** What `switchNetwork` can throw (by `name`): a network the app does not configure, or the wallet's answer typed (4001 → UserRejectedRequestError…). */
export type SwitchNetworkErrorType =
  | NetworkNotFoundErrorType
  | WalletErrorFromCauseErrorType
  | BaseErrorType
  | ErrorType

/**
 * Switches the active network. Connected: asks the wallet (the adapter adds the chain on 4902, then
 * switches). Not connected: just makes it the active network. Unknown id: NetworkNotFoundError.
 */
export async function switchNetwork(ctx: KitContext, parameters: SwitchNetworkParameters): Promise<void> {
  const network = findNetwork(ctx.network.getState().networks, parameters.caipNetworkId)
  if (!network) throw new NetworkNotFoundError({ caipNetworkId: parameters.caipNetworkId })
  const connection = ctx.connection.active(network.chainNamespace)
  if (!connection) {
    ctx.network.setActiveNetwork(network)
    return
  }
  try {
    await getAdapter(ctx, network.chainNamespace).switchNetwork({ connectorId: connection.connectorId, network })
  } catch (cause) {
    throw walletErrorFromCause(cause)
  }
  ctx.storage.set(storageKeys.lastUsedChain, network.caipNetworkId)
  ctx.tracker.track('SWITCH_NETWORK', { network: network.caipNetworkId }, { address: connection.accounts[0] })
  applyConnection(ctx, network.chainNamespace, {
    connectorId: connection.connectorId,
    accounts: ctx.connection.active(network.chainNamespace)?.accounts ?? connection.accounts,
    chainId: network.id,
  })
}
