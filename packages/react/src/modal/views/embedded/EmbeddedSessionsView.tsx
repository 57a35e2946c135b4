import { useEffect, useState } from 'react'
import { usePorticoContext } from '../../../context'
import { FrameSlot } from './FrameSlot'

/**
 * The wallet's sessions: the wallet frame shows its own list over this view's box (where the wallet
 * is signed in, when each was last used) with "Sign out everywhere". Closed, the view goes back;
 * after "Sign out everywhere" this page's session ended too, so the kit disconnects.
 */
export function EmbeddedSessionsView() {
  const { portico, t, locale } = usePorticoContext()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    const controller = new AbortController()
    void (async () => {
      try {
        const wallet = await portico.getEmbeddedWallet()
        if (controller.signal.aborted) return
        const { signedOut } = await wallet.manageSessions({ locale, signal: controller.signal })
        if (controller.signal.aborted) return
        if (signedOut) await portico.disconnect().catch(() => undefined)
        else portico.stores.router.back()
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
          {t('view.sessions.failed')}
        </p>
        <button type="button" className="portico-secondary" autoFocus onClick={() => portico.stores.router.back()}>
          {t('modal.back')}
        </button>
      </div>
    )
  }
  return (
    <div className="portico-approve">
      <p className="portico-muted portico-center">{t('view.sessions.hint')}</p>
      <FrameSlot />
    </div>
  )
}
