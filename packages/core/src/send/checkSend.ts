import { chainRules } from '../kit/chainRules'
import { validateSend } from './validateSend'
import { requireConnection } from '../connection/requireConnection'
import type { KitContext } from '../kit/context'

/**
 * Checks the send state (spec §5): an amount, a receiver, a token, a good address, enough balance.
 * Nothing is asked of the wallet.
 *
 * @throws the send validation errors (see `validateSend`).
 */
export function checkSend(ctx: KitContext): void {
  const { network } = requireConnection(ctx)
  validateSend({ ...ctx.account.getState().send, chainNamespace: network.chainNamespace, rules: chainRules(ctx, network.chainNamespace) })
}
