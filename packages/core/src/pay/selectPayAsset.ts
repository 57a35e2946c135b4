import type { AssetId } from './types'
import { getAccount } from '../connection/getAccount'
import { switchNetwork } from '../networks/switchNetwork'
import type { KitContext } from '../kit/context'
import { fetchPayExchanges } from './exchangePayment'
import { cancellable } from './payMachine'
import { dispatchPay, shortOf } from './payState'

/** Picks the asset (network) to pay with; connected on another network, the wallet switches to it. */
export async function selectPayAsset(ctx: KitContext, { asset }: { asset: AssetId }): Promise<void> {
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
