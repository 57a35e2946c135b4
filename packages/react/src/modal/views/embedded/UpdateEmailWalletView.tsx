import { type FrameTask, FrameTaskView } from './FrameTaskView'

/** The frame asks for the new address, then a code mailed to the current address and one mailed to the new. */
const updateEmail: FrameTask = async (wallet, options) => {
  await wallet.updateEmail(options)
  return 'back'
}

/**
 * Moves the e-mail wallet to a new address (spec §2, §4), on the wallet frame's own screens. This
 * page learns the new address only once the change is done, then goes back to the account, which
 * shows it.
 */
export function UpdateEmailWalletView() {
  return <FrameTaskView task={updateEmail} hint="view.updateEmail.hint" failed="view.updateEmail.failed" />
}
