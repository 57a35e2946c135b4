import type { KitContext } from '../kit/context'
import { disconnect } from '../connection/disconnect'
import { activeAccount } from './activeAccount'
import { leaveSignIn } from '../navigation/signIn'
import { declineSignIn } from './declinedSignIn'
import type { BaseErrorType } from '../errors/base'
import type { DisconnectFailedErrorType } from '../connection/disconnectErrors'
import type { ErrorType } from '../errors/errorType'

/** None: `cancelSignIn` takes the context only. */
export type CancelSignInParameters = void

export type CancelSignInReturnType = void

/** What `cancelSignIn` can throw (by `name`): when sign-in is required it disconnects, which can fail. */
export type CancelSignInErrorType =
  | DisconnectFailedErrorType
  | BaseErrorType
  | ErrorType

/**
 * The visitor does not sign in. Required mode: the wallet is disconnected. Optional: it stays
 * connected without a session, and this account is not asked again, after a
 * reload either, until the visitor connects a wallet again (`declinedSignIn.ts`).
 */
export async function cancelSignIn(ctx: KitContext): Promise<void> {
  const { required } = ctx.siwx.getState()
  ctx.siwx.setState({ status: 'idle', session: undefined })
  if (required) {
    await disconnect(ctx)
    return
  }
  const account = activeAccount(ctx)
  if (account) declineSignIn(ctx, account)
  leaveSignIn(ctx)
}
