import { type FrameTask, FrameTaskView } from './FrameTaskView'

/** The frame mails a fresh code, asks for it, then shows the key with a warning and a copy control. */
const exportKey: FrameTask = async (wallet, options) => {
  await wallet.exportKey(options)
  return 'back'
}

/**
 * The user exports their private key, on the wallet frame's own screens. The key stays in the
 * frame's origin: this page only learns that the screens were closed, then goes back.
 */
export function ExportKeyView() {
  return <FrameTaskView task={exportKey} hint="view.exportKey.hint" failed="view.exportKey.failed" />
}
