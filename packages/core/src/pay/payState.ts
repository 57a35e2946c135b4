import { PayInsufficientBalanceError } from './errors'
import type { AssetId } from './types'
import type { PayOption } from './createPayStore'
import type { KitContext } from '../kit/context'

/** Statuses in which nothing has gone out yet (as far as the kit knows): cancelling is still possible. */
export const cancellable = new Set(['preparing', 'ready', 'walletAsked'])

/** The short-balance problem of the selected option, if any. */
export function shortOf(options: readonly PayOption[], selected: AssetId | undefined): Error | undefined {
  const option = options.find((o) => o.asset.id === selected)
  if (!option || option.balance === undefined || option.balance >= option.value) return undefined
  return new PayInsufficientBalanceError({ asset: option.asset.id, required: option.value, available: option.balance })
}

/** The balance learnt from a short-balance error, so the view shows it. */
export function withBalance(ctx: KitContext, option: PayOption | undefined, error: unknown): readonly PayOption[] {
  const { options } = ctx.pay.getState()
  if (!option || !(error instanceof PayInsufficientBalanceError)) return options
  return options.map((o) => (o.asset.id === option.asset.id ? { ...o, balance: error.available } : o))
}
