import type { KitContext } from '../kit/context'
import { resolveSIWX } from './resolveSIWX'
import type { SIWXServerErrorType } from './errors'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'

/** None: `signOut` takes the context only. */
export type SignOutParameters = void

export type SignOutReturnType = void

/** What `signOut` can throw (by `name`): what the `siwx` option's `revokeSession`/`setSessions` throw (SIWXServerError from `porticoServerSIWX`). */
export type SignOutErrorType =
  | SIWXServerErrorType
  | BaseErrorType
  | ErrorType

/** Ends the sign-in session (on disconnect, or when the app asks). The wallet stays as it is. */
export async function signOut(ctx: KitContext): Promise<void> {
  const config = resolveSIWX(ctx)
  const { session } = ctx.siwx.getState()
  ctx.siwx.setState({ status: config ? 'idle' : 'disabled', session: undefined })
  if (!config) return
  if (session) await config.revokeSession(session.data.chainId, session.data.accountAddress)
  else await config.setSessions([])
}
