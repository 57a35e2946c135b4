import { chainRules } from '../kit/chainRules'
import { requireConnection } from '../connection/requireConnection'
import type { KitContext } from '../kit/context'
import { tokenContract } from '../send/tokenContract'
import { validateSend } from '../send/validateSend'
import { transferCall } from './transferCall'
import type { SimulationCall } from './types'

/**
 * The call the Send form would make (`sendToken`): native value to the receiver, or the token's
 * `transfer`; undefined while the form is not valid (the preview is not reachable then).
 */
export function sendReviewCalls(ctx: KitContext): SimulationCall[] | undefined {
  const { network } = requireConnection(ctx)
  try {
    const valid = validateSend({ ...ctx.account.getState().send, chainNamespace: network.chainNamespace, rules: chainRules(ctx, network.chainNamespace) })
    return [transferCall({ token: tokenContract(valid.token.address), to: valid.receiverAddress, amount: valid.value })]
  } catch {
    return undefined
  }
}
