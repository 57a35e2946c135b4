import type { KitContext } from '../kit/context'
import { resolveSiwx } from './resolveSiwx'

/**
 * Ends the sign-in session (on disconnect, or when the app asks). The wallet stays as it is. The
 * status turns idle once the session is ended where it is kept (the server and the stored token),
 * so what reads `idle` finds no session left anywhere.
 */
export async function signOut(ctx: KitContext): Promise<void> {
  const config = resolveSiwx(ctx)
  const { session } = ctx.siwx.getState()
  try {
    if (!config) return
    if (session) await config.revokeSession(session.data.chainId, session.data.accountAddress)
    else await config.setSessions([])
  } finally {
    ctx.siwx.setState({ status: config ? 'idle' : 'disabled', session: undefined })
  }
}
