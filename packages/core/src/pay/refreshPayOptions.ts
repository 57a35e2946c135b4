import type { PayOption } from './createPayStore'
import { getAccount } from '../connection/getAccount'
import type { KitContext } from '../kit/context'
import { preferredOption, readBalance } from './payOptions'
import { cancellable } from './payMachine'
import { dispatchPay, shortOf } from './payState'
import type { ErrorType } from '../errors/errorType'

/** None: `refreshPayOptions` takes the context only. */
export type RefreshPayOptionsParameters = void

export type RefreshPayOptionsReturnType = void

/** What `refreshPayOptions` can throw: nothing of its own (a balance it cannot read is left unknown). */
export type RefreshPayOptionsErrorType = ErrorType

/**
 * Reads what the connected account holds of each asset (nothing while disconnected) and picks the
 * option to show: the active network when it holds enough, else one that does.
 */
export async function refreshPayOptions(ctx: KitContext): Promise<void> {
  const state = ctx.pay.getState()
  if (!ctx.payments.session || !state.request) return
  const account = getAccount(ctx)
  const address = account.status === 'connected' ? account.address : undefined
  const options = await Promise.all(
    state.options.map(async (option): Promise<PayOption> => {
      if (!address || option.asset.chainNamespace !== account.chainNamespace) return { ...option, balance: undefined }
      return { ...option, balance: await readBalance(ctx, option, address).catch(() => undefined) }
    }),
  )
  const now = ctx.pay.getState()
  if (now.request !== state.request || !cancellable.has(now.status)) return
  const activeId = account.network?.caipNetworkId
  const selected = address ? (preferredOption(options, activeId)?.asset.id ?? now.selected) : now.selected
  dispatchPay(ctx, { type: 'optionsRead', options, selected, error: shortOf(options, selected) })
}
