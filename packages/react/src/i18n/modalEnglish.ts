import { account } from './messages/account'
import { embedded } from './messages/embedded'
import { errors } from './messages/errors'
import { modal } from './messages/modal'
import { names } from './messages/names'
import { onramp } from './messages/onramp'
import { pay } from './messages/pay'
import { profileWallets } from './messages/profileWallets'
import { review } from './messages/review'
import { siwx } from './messages/siwx'
import { swaps } from './messages/swaps'
import { walletConnect } from './messages/walletConnect'

/**
 * The English texts of the modal, the embedded form and the alerts: they come with the modal's
 * chunk (`MessagesScope` in `ViewFrame` and `Toaster`), so the page's first load carries only the
 * buttons' texts. The views' titles and the errors and alerts (shown outside the views too) are
 * here; the texts only a lazy feature view shows come with that view's chunk (see `viewTable`).
 */
export const modalEnglish = { ...modal, ...walletConnect, ...siwx, ...account, ...profileWallets, ...names, ...swaps, ...onramp, ...pay, ...review, ...embedded, ...errors } as const
