import { useEffect, useState } from 'react'
import { usePorticoContext } from '../../../context'
import { FrameSlot } from './FrameSlot'

/**
 * The user exports their private key: the wallet frame shows its own screens over this view's box
 * (it mails a fresh code, asks for it, then shows the key with a warning and a copy control). The
 * key stays in the frame's origin: this page only learns that the screens were closed, then goes
 * back. Leaving the view (back, closing the modal) closes the frame's screens too.
 */
export function ExportKeyView() {
  const { portico, t, locale } = usePorticoContext()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    const controller = new AbortController()
    void (async () => {
      try {
        const wallet = await portico.getEmbeddedWallet()
        // StrictMode's first mount is gone by now: its request is never sent.
        if (controller.signal.aborted) return
        await wallet.exportKey({ locale, signal: controller.signal })
        if (!controller.signal.aborted) portico.stores.router.back()
      } catch {
        if (!controller.signal.aborted) setFailed(true)
      }
    })()
    // Leaving the view closes the frame's screens (the key, if shown, is wiped there).
    return () => controller.abort(new Error('Request was aborted'))
    // The request belongs to the view (the locale is read when it opens): only a new kit starts another.
  }, [portico])

  if (failed) {
    return (
      <div className="portico-status portico-status--error">
        <p className="portico-status__title" role="alert">
          {t('view.exportKey.failed')}
        </p>
        <button type="button" className="portico-secondary" autoFocus onClick={() => portico.stores.router.back()}>
          {t('modal.back')}
        </button>
      </div>
    )
  }
  return (
    <div className="portico-approve">
      <p className="portico-muted portico-center">{t('view.exportKey.hint')}</p>
      <FrameSlot />
    </div>
  )
}
