import type { KitContext } from '../kit/context'
import { disconnect } from '../connection/disconnect'
import { activeAccount } from './activeAccount'
import { leaveSignIn } from '../navigation/signIn'
import { declineSignIn } from './declinedSignIn'

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
