import { usePorticoContext } from '../../../context'
import { QrCode } from '../../parts/QrCode'

/**
 * The waiting step of Sign In With Farcaster: the sign-in URL as a QR code, a copy button and, on a
 * phone, the deep link first, as the main action. The same-device link is preferred where the
 * Farcaster app is on this device: a person who taps it never needs to scan a code, and a QR code
 * can carry anyone's sign-in (docs/security.md, "Sign In With Farcaster").
 */
export function FarcasterSignInPanel({ url, mobile, copied, onCopy }: { url: string | undefined; mobile: boolean; copied: boolean; onCopy: () => void }) {
  const { t } = usePorticoContext()
  const deepLink =
    mobile && url ? (
      <div className="portico-row">
        <a className="portico-primary" href={url} rel="noopener noreferrer">
          {t('view.farcaster.open')}
        </a>
      </div>
    ) : null
  return (
    <div className="portico-stack portico-farcaster" data-farcaster-url={url ?? ''}>
      {deepLink}
      <div className="portico-qr-frame" aria-busy={url ? 'false' : 'true'}>
        {url ? (
          <QrCode value={url} label={t('view.farcaster.qrLabel')} />
        ) : (
          <p className="portico-muted" role="status">
            {t('view.farcaster.preparing')}
          </p>
        )}
      </div>
      <p className="portico-center">{t('view.farcaster.scan')}</p>
      <p className="portico-center portico-muted" role="status">
        {t('view.farcaster.waiting')}
      </p>
      <div className="portico-row">
        <button type="button" className="portico-secondary" disabled={!url} onClick={onCopy}>
          {copied ? t('view.farcaster.copied') : t('view.farcaster.copy')}
        </button>
      </div>
    </div>
  )
}
