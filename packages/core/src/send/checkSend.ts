import { chainRules } from '../kit/chainRules'
import { validateSend } from './validateSend'
import { requireConnection } from '../connection/requireConnection'
import type { KitContext } from '../kit/context'
import type { RequireConnectionErrorType } from '../connection/requireConnection'
import type { ValidateSendErrorType } from './validateSend'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'

/** None: `checkSend` reads the Send form (`setSend`). */
export type CheckSendParameters = void

export type CheckSendReturnType = void

/** What `checkSend` can throw (by `name`): nothing connected, or the Send form's first problem. */
export type CheckSendErrorType =
  | RequireConnectionErrorType
  | ValidateSendErrorType
  | BaseErrorType
  | ErrorType

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
