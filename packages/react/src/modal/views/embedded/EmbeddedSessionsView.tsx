import { type FrameTask, FrameTaskView } from './FrameTaskView'

/** The frame lists where the wallet is signed in (when each was last used) with "Sign out everywhere". */
const manageSessions: FrameTask = async (wallet, options) => ((await wallet.manageSessions(options)).signedOut ? 'disconnect' : 'back')

/**
 * The wallet's sessions, on the wallet frame's own screens. Closed, the view goes back; after "Sign
 * out everywhere" this page's session ended too, so the kit disconnects.
 */
export function EmbeddedSessionsView() {
  return <FrameTaskView task={manageSessions} hint="view.sessions.hint" failed="view.sessions.failed" />
}
