import { PayInsufficientBalanceError } from './errors'
import type { AssetId } from './types'
import type { PayOption } from './createPayStore'
import type { KitContext } from '../kit/context'
import { type PayEvent, payTransition } from './payMachine'

/** Moves the kit's payment along the pay machine (`payMachine.ts`): the one way the pay store changes. */
export function dispatchPay(ctx: KitContext, event: PayEvent): void {
  const state = ctx.pay.getState()
  const next = payTransition(state, event)
  if (next !== state) ctx.pay.setState(next, true)
}

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
