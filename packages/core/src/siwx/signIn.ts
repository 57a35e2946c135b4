import { SIWXInitError, SIWXSignError } from './errors'
import type { SIWXMessage, SIWXMessageData, SIWXSession } from './types'
import { requireConnection } from '../connection/requireConnection'
import { signMessage } from '../connection/signMessage'
import type { KitContext } from '../kit/context'
import { activeAccount } from './activeAccount'
import { checkSession } from './checkSession'
import { resolveSIWX } from './resolveSIWX'
import { leaveSignIn } from '../navigation/signIn'
import { chainRules } from '../kit/chainRules'
import type { SIWXInitErrorType, SIWXSignErrorType } from './errors'
import type { RequireConnectionErrorType } from '../connection/requireConnection'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'

/** None: `signIn` signs in the active account. */
export type SignInParameters = void

export type SignInReturnType = SIWXSession

/** What `signIn` can throw (by `name`). */
export type SignInErrorType =
  | SIWXInitErrorType
  | SIWXSignErrorType
  | RequireConnectionErrorType
  | BaseErrorType
  | ErrorType

/**
 * Signs in the connected account (spec §4): create the message, ask the wallet to sign it
 * (personal_sign on eip155), store the session, close. Failures show the spec's toasts:
 * 'A problem occurred while trying initialize authentication' (creating the message) and
 * 'Error signing message' (signing or storing).
 *
 * @throws {SIWXInitError | SIWXSignError}
 */
export async function signIn(ctx: KitContext): Promise<SIWXSession> {
  const config = resolveSIWX(ctx)
  const account = activeAccount(ctx)
  if (!config) throw new SIWXInitError()
  if (!account) throw requireConnectionError(ctx)
  ctx.siwx.setState({ status: 'signing' })
  let message: SIWXMessage
  try {
    message = await config.createMessage({ accountAddress: account.address, chainId: account.chainId, format: chainRules(ctx, account.namespace).signIn })
  } catch (cause) {
    return fail(ctx, new SIWXInitError({ cause }), 'siwx_init_failed')
  }
  const text = message.toString()
  let signature: string
  try {
    signature = await signMessage(ctx, { message: text })
  } catch (cause) {
    return fail(ctx, new SIWXSignError({ cause }), 'siwx_sign_failed')
  }
  const { serializedMessage: _text, toString: _toString, ...data } = message
  let session: SIWXSession = { data: data as SIWXMessageData, message: text, signature }
  try {
    await config.addSession(session)
    const [stored] = await config.getSessions(account.chainId, account.address).catch(() => [])
    if (stored) session = stored
  } catch (cause) {
    return fail(ctx, new SIWXSignError({ cause }), 'siwx_sign_failed')
  }
  ctx.siwx.setState({ status: 'signedIn', session })
  leaveSignIn(ctx)
  // The wallet moved to another account or network while signing: check that one too.
  const now = activeAccount(ctx)
  if (now && (now.address !== account.address || now.chainId !== account.chainId)) void checkSession(ctx)
  return session
}

function fail(ctx: KitContext, error: SIWXInitError | SIWXSignError, code: string): never {
  ctx.siwx.setState({ status: 'prompting' })
  ctx.alerts.show({ variant: 'error', title: error.shortMessage, code })
  throw error
}

/** The typed error `requireConnection` throws (no wallet, or an unsupported network). */
function requireConnectionError(ctx: KitContext): unknown {
  try {
    requireConnection(ctx)
  } catch (error) {
    return error
  }
  return new SIWXInitError()
}
