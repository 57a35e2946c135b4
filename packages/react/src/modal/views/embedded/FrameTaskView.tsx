import { type EmbeddedWalletClient, showConnected } from '@portico/core/internal'
import { useEffect, useState } from 'react'
import { usePorticoContext } from '../../../context'
import type { MessageKey } from '../../../i18n/en'
import { FrameSlot } from './FrameSlot'

/**
 * A task the wallet frame does on its own screens (export the key, change the e-mail, the
 * sessions, the passkey login): resolves once those screens closed, with what the view does next
 * (`connected`: the frame made a session, the embedded wallet connects).
 */
export type FrameTask = (wallet: EmbeddedWalletClient, options: { locale: string; signal: AbortSignal }) => Promise<'back' | 'disconnect' | 'connected'>

export type FrameTaskViewProps = {
  task: FrameTask
  /** Said above the frame's box while its screens are up. */
  hint: MessageKey
  /** Said when the frame could not do the task. */
  failed: MessageKey
}

/**
 * The shape the embedded wallet's frame tasks share: the wallet frame shows its own screens over
 * this view's box (`FrameSlot`), on its own origin; nothing typed there reaches this page. When the
 * screens close the view goes back (or the kit disconnects, when the task says so); leaving the view
 * (back, closing the modal) closes the frame's screens too. The task starts once per kit, in the
 * locale of the moment the view opens.
 */
export function FrameTaskView({ task, hint, failed: failedText }: FrameTaskViewProps) {
  const { portico, t, locale } = usePorticoContext()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    const controller = new AbortController()
    void (async () => {
      try {
        const wallet = await portico.getEmbeddedWallet()
        // StrictMode's first mount is gone by now: its request is never sent.
        if (controller.signal.aborted) return
        const next = await task(wallet, { locale, signal: controller.signal })
        if (controller.signal.aborted) return
        if (next === 'disconnect') await portico.disconnect().catch(() => undefined)
        else if (next === 'connected') await connectEmbedded()
        else portico.stores.router.back()
      } catch {
        if (!controller.signal.aborted) setFailed(true)
      }
    })()
    /** The frame has the session: the embedded wallet connects, the modal shows the account (as after a social login). */
    async function connectEmbedded() {
      const view = portico.stores.router.current().view
      const connector = portico.stores.connectors.getState().connectors.find((c) => c.type === 'auth')
      if (!connector) throw new Error('Address or auth connector not found')
      await portico.connect({ connectorId: connector.id })
      if (portico.stores.router.current().view === view) showConnected(portico.context)
    }
    // Leaving the view closes the frame's screens (a key shown there is wiped).
    return () => controller.abort(new Error('Request was aborted'))
    // The request belongs to the view (the locale is read when it opens): only a new kit starts another.
  }, [portico])

  if (failed) {
    return (
      <div className="portico-status portico-status--error">
        <p className="portico-status__title" role="alert">
          {t(failedText)}
        </p>
        <button type="button" className="portico-secondary" autoFocus onClick={() => portico.stores.router.back()}>
          {t('modal.back')}
        </button>
      </div>
    )
  }
  return (
    <div className="portico-approve">
      <p className="portico-muted portico-center portico-approve__hint">{t(hint)}</p>
      <FrameSlot />
    </div>
  )
}
