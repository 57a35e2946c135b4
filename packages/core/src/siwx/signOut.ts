import type { KitContext } from '../kit/context'
import { resolveSIWX } from './resolveSIWX'

/** Ends the sign-in session (on disconnect, or when the app asks). The wallet stays as it is. */
export async function signOut(ctx: KitContext): Promise<void> {
  const config = resolveSIWX(ctx)
  const { session } = ctx.siwx.getState()
  ctx.siwx.setState({ status: config ? 'idle' : 'disabled', session: undefined })
  if (!config) return
  if (session) await config.revokeSession(session.data.chainId, session.data.accountAddress)
  else await config.setSessions([])
}
