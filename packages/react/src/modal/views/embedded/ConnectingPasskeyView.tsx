import { type FrameTask, FrameTaskView } from './FrameTaskView'

/** The frame shows its passkey login; a session made there connects the embedded wallet, a closed screen goes back. */
const connectPasskey: FrameTask = async (wallet, options) => ((await wallet.connectPasskey(options)) ? 'connected' : 'back')

/**
 * Log in with a passkey (issue 40), on the wallet frame's own screen: the person's click there
 * starts the ceremony, on the frame's origin (the passkey's relying party). This page learns only
 * that a session was made, then connects as after an e-mail or social login.
 */
export function ConnectingPasskeyView() {
  return <FrameTaskView task={connectPasskey} hint="view.connectingPasskey.hint" failed="view.connectingPasskey.failed" />
}
