import type { KitContext } from '../kit/context'
import { transferCall } from './transferCall'
import type { SimulationCall } from './types'

/**
 * The call `sendPayment` would make for the selected option: native value to the recipient, or the
 * token's `transfer`; undefined before there is a recipient and an option.
 */
export function payReviewCalls(ctx: KitContext): SimulationCall[] | undefined {
  const { options, selected, recipient } = ctx.pay.getState()
  const option = options.find((o) => o.asset.id === selected) ?? options[0]
  if (!option || !recipient) return undefined
  return [transferCall({ token: option.asset.token, to: recipient.address, amount: option.value })]
}
