import type { AssetId } from './types'
import { getAccount } from '../connection/getAccount'
import { switchNetwork } from '../networks/switchNetwork'
import type { KitContext } from '../kit/context'
import { fetchPayExchanges } from './exchangePayment'
import { cancellable } from './payMachine'
import { dispatchPay, shortOf } from './payState'
import type { SwitchNetworkErrorType } from '../networks/switchNetwork'

export type SelectPayAssetParameters = { asset: AssetId }

export type SelectPayAssetReturnType = void

/** What `selectPayAsset` can throw: what `switchNetwork` throws, when the wallet is asked to move to the asset's network. */
export type SelectPayAssetErrorType = SwitchNetworkErrorType

/** Picks the asset (network) to pay with; connected on another network, the wallet switches to it. */
export async function selectPayAsset(ctx: KitContext, { asset }: SelectPayAssetParameters): Promise<SelectPayAssetReturnType> {
  const state = ctx.pay.getState()
  const option = state.options.find((o) => o.asset.id === asset)
  if (!option || !cancellable.has(state.status)) return
  dispatchPay(ctx, { type: 'selected', selected: asset, error: shortOf(state.options, asset) })
  void fetchPayExchanges(ctx)
  const account = getAccount(ctx, option.asset.chainNamespace)
  if (account.status === 'connected' && account.network?.caipNetworkId !== option.network.caipNetworkId) {
    try {
      await switchNetwork(ctx, { caipNetworkId: option.network.caipNetworkId })
    } catch (error) {
      dispatchPay(ctx, { type: 'failedQuietly', error: error as Error })
      throw error
    }
  }
}
