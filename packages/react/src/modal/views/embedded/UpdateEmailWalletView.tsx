import { useEffect, useState } from 'react'
import { usePorticoContext } from '../../../context'
import { FrameSlot } from './FrameSlot'

/**
 * Moves the e-mail wallet to a new address (spec §2, §4): the wallet frame shows its own screens
 * over this view's box (the new address, a code mailed to the current address, one mailed to the
 * new), on its own origin. Nothing typed there reaches this page: it only learns the new address
 * once the change is done, then goes back to the account, which shows it. Leaving the view closes
 * the frame's screens too.
 */
export function UpdateEmailWalletView() {
  const { portico, t, locale } = usePorticoContext()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    const controller = new AbortController()
    void (async () => {
      try {
        const wallet = await portico.getEmbeddedWallet()
        // StrictMode's first mount is gone by now: its request is never sent.
        if (controller.signal.aborted) return
        await wallet.updateEmail({ locale, signal: controller.signal })
        if (!controller.signal.aborted) portico.stores.router.back()
      } catch {
        if (!controller.signal.aborted) setFailed(true)
      }
    })()
    return () => controller.abort(new Error('Request was aborted'))
    // The request belongs to the view (the locale is read when it opens): only a new kit starts another.
  }, [portico])

  if (failed) {
    return (
      <div className="portico-status portico-status--error">
        <p className="portico-status__title" role="alert">
          {t('view.updateEmail.failed')}
        </p>
        <button type="button" className="portico-secondary" autoFocus onClick={() => portico.stores.router.back()}>
          {t('modal.back')}
        </button>
      </div>
    )
  }
  return (
    <div className="portico-approve">
      <p className="portico-muted portico-center">{t('view.updateEmail.hint')}</p>
      <FrameSlot />
    </div>
  )
}
