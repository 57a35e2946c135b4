import { type Connector, type RegistryWallet, UserRejectedRequestError, WalletDefaultError } from '@portico/core'
import { formatWalletConnectDeepLink, isMobileUserAgent, showConnected } from '@portico/core/internal'
import { useCallback, useState } from 'react'
import { usePorticoContext } from '../../context'
import { useStore } from '../../hooks/useStore'
import { QrCode } from '../parts/QrCode'
import { Status } from '../parts/Status'
import { WalletIcon } from '../parts/WalletIcon'
import { useWalletConnectPairing } from './useWalletConnectPairing'

const selectConnector = (s: { connectors: readonly Connector[] }) => s.connectors.find((c) => c.type === 'walletConnect')

/**
 * WalletConnect: a QR code of the pairing URI (the wallet's icon in the middle), a copy-link button and,
 * for a registry wallet, a button that opens it by deep link (mobile or desktop link). `basic` shows the QR
 * code only (ConnectingWalletConnectBasic). Declined or failed: a message and a retry.
 */
export function ConnectingWalletConnectView({ wallet, basic = false }: { wallet?: RegistryWallet | undefined; basic?: boolean }) {
  const { portico, t } = usePorticoContext()
  const connector = useStore(portico.stores.connectors, selectConnector)
  const done = useCallback(() => showConnected(portico.context), [portico])
  const { uri, error, retry } = useWalletConnectPairing(done)
  const [copied, setCopied] = useState(false)
  const name = wallet?.name ?? connector?.name ?? t('view.walletConnect.title')
  const icon = wallet?.imageUrl ?? connector?.icon

  if (error) {
    // A wallet's rejection of the session comes back as code 5000 ("User rejected").
    const cause = (error as { cause?: { message?: unknown } }).cause
    const declined =
      error instanceof UserRejectedRequestError ||
      (error instanceof WalletDefaultError && /reject/i.test(`${String(cause?.message ?? '')} ${error.message}`))
    return (
      <Status
        tone="error"
        visual={<WalletIcon name={name} icon={icon} size={64} />}
        title={declined ? t('view.walletConnect.declined') : t('view.walletConnect.error')}
        hint={declined ? t('view.walletConnect.declinedHint') : ((error as { shortMessage?: string }).shortMessage ?? error.message)}
        action={
          <button type="button" className="portico-secondary" autoFocus onClick={retry}>
            {t('view.walletConnect.retry')}
          </button>
        }
      />
    )
  }

  const mobile = typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent)
  const linkBase = wallet ? (mobile ? (wallet.links.mobile ?? wallet.links.desktop) : (wallet.links.desktop ?? wallet.links.mobile)) : null
  const copy = async () => {
    if (!uri) return
    await navigator.clipboard?.writeText(uri).catch(() => undefined)
    setCopied(true)
  }

  return (
    <div className="portico-stack portico-walletconnect" data-walletconnect-uri={uri ?? ''}>
      <div className="portico-qr-frame" aria-busy={uri ? 'false' : 'true'}>
        {uri ? (
          <QrCode value={uri} label={t('view.walletConnect.qrLabel')} icon={icon} />
        ) : (
          <p className="portico-muted" role="status">
            {t('view.walletConnect.preparing')}
          </p>
        )}
      </div>
      <p className="portico-center">{wallet ? t('view.walletConnect.scanWallet', { wallet: name }) : t('view.walletConnect.scan')}</p>
      <p className="portico-center portico-muted" role="status">
        {t('view.walletConnect.waitingHint')}
      </p>
      {basic ? null : (
        <div className="portico-row">
          {linkBase && uri ? (
            <a className="portico-secondary" href={formatWalletConnectDeepLink(linkBase, uri)} rel="noopener noreferrer">
              {t('view.walletConnect.open', { wallet: name })}
            </a>
          ) : null}
          <button type="button" className="portico-secondary" disabled={!uri} data-uri={uri ?? ''} onClick={() => void copy()}>
            {copied ? t('view.walletConnect.copied') : t('view.walletConnect.copy')}
          </button>
        </div>
      )}
    </div>
  )
}
