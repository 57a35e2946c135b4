import type { SIWXState } from '@portico/core'
import { useState } from 'react'
import { usePorticoContext } from '../../context'
import { useStore } from '../../hooks/useStore'
import { Avatar } from '../../parts/Avatar'

const selectStatus = (s: SIWXState) => s.status
const selectRequired = (s: SIWXState) => s.required

/**
 * Sign in with the wallet (spec §4): Sign creates the message, asks the wallet to sign it and
 * stores the session, then the modal closes. Cancel disconnects when sign-in is required; otherwise
 * the wallet stays connected without a session. Failures show as toasts (the kit raises them).
 */
export function SIWXSignMessageView() {
  const { portico, t } = usePorticoContext()
  const status = useStore(portico.stores.siwx, selectStatus)
  const required = useStore(portico.stores.siwx, selectRequired)
  const [busy, setBusy] = useState(false)
  const signing = busy || status === 'signing'
  const address = portico.getAccount().address
  const app = portico.options.metadata?.name ?? (typeof location !== 'undefined' ? location.host : '')

  const sign = () => {
    if (signing || status === 'checking') return
    setBusy(true)
    portico.signIn().then(
      () => setBusy(false),
      () => setBusy(false),
    )
  }
  return (
    <div className="portico-siwx">
      <div className="portico-siwx__visual" aria-hidden="true">
        {address ? <Avatar address={address} size={56} /> : null}
      </div>
      <p className="portico-siwx__body">{t('view.siwx.body', { app })}</p>
      <p className="portico-siwx__hint">{required ? t('view.siwx.hintRequired') : t('view.siwx.hint')}</p>
      <p className="portico-siwx__status" role="status">
        {signing ? t('view.siwx.waiting') : status === 'checking' ? t('view.siwx.checking') : ''}
      </p>
      {/* Unavailable while signing, yet focusable (aria-disabled): focus stays on the button rather than falling to the page. */}
      <div className="portico-siwx__actions">
        <button
          type="button"
          className="portico-secondary"
          aria-disabled={signing || undefined}
          onClick={() => void (signing ? undefined : portico.cancelSignIn().catch(() => undefined))}
        >
          {t('view.siwx.cancel')}
        </button>
        <button type="button" className="portico-primary" autoFocus aria-disabled={signing || status === 'checking' || undefined} onClick={sign}>
          {signing ? t('view.siwx.signing') : t('view.siwx.sign')}
        </button>
      </div>
    </div>
  )
}
