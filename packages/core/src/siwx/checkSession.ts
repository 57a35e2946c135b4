import type { ChainNamespace } from '../caip/types'
import type { KitContext } from '../kit/context'
import { activeAccount, covers } from './activeAccount'
import { cancelSignIn } from './cancelSignIn'
import { resolveSIWX } from './resolveSIWX'
import { askSignIn, leaveSignIn } from '../navigation/signIn'
import { isSignInDeclined } from './declinedSignIn'

/**
 * After a connect, or an account or network change: when no session covers the account on its
 * network, opens the SIWXSignMessage view; when one does, records it. Closing the modal while asked
 * counts as cancelling.
 */
export async function checkSession(ctx: KitContext, parameters: { namespace?: ChainNamespace } = {}): Promise<void> {
  const config = resolveSIWX(ctx)
  const account = activeAccount(ctx, parameters.namespace)
  if (!config || !account || ctx.siwx.flow.held) return
  watchModal(ctx)
  // A sign-in under way checks again when it ends (see signIn).
  if (ctx.siwx.getState().status === 'signing') return
  const current = ctx.siwx.getState().session
  if (current && covers(current, account)) return void ctx.siwx.setState({ status: 'signedIn' })
  ctx.siwx.setState({ status: 'checking', session: undefined })
  const sessions = await config.getSessions(account.chainId, account.address).catch(() => [])
  // The wallet moved on while we asked: the newer check decides.
  const now = activeAccount(ctx, account.namespace)
  if (!now || now.address !== account.address || now.chainId !== account.chainId) return
  const session = sessions.find((s) => covers(s, account))
  if (session) {
    ctx.siwx.setState({ status: 'signedIn', session })
    if (ctx.router.current().view === 'SIWXSignMessage') leaveSignIn(ctx)
    return
  }
  if (!ctx.siwx.getState().required && isSignInDeclined(ctx, account)) {
    ctx.siwx.setState({ status: 'idle' })
    return
  }
  ctx.siwx.setState({ status: 'prompting' })
  askSignIn(ctx)
}

function watchModal(ctx: KitContext) {
  if (ctx.siwx.flow.watching) return
  ctx.siwx.flow.watching = true
  let open = ctx.modal.getState().open
  ctx.modal.subscribe((state) => {
    const closed = open && !state.open
    open = state.open
    if (closed && ctx.siwx.getState().status === 'prompting') void cancelSignIn(ctx).catch(() => undefined)
  })
}
