import { useMemo, useState } from 'react'
import { renderSVG } from 'uqr'
import { usePorticoContext } from '../../../context'
import { usePorticoAccount } from '../../../hooks/usePorticoAccount'
import { usePorticoNetwork } from '../../../hooks/usePorticoNetwork'

/** Receive: the address as a QR code and as text (with copy), and the networks it can receive on. */
export function ReceiveView() {
  const { t } = usePorticoContext()
  const { address, chainNamespace } = usePorticoAccount()
  const { networks } = usePorticoNetwork()
  const [copied, setCopied] = useState(false)
  const svg = useMemo(() => (address ? renderSVG(address, { ecc: 'M', border: 2, pixelSize: 6 }) : ''), [address])
  if (!address) return null
  const receivable = networks.filter((network) => network.chainNamespace === chainNamespace)

  async function copy() {
    await navigator.clipboard?.writeText(address!).catch(() => undefined)
    setCopied(true)
    setTimeout(() => setCopied(false), 1500)
  }

  return (
    <div className="portico-stack portico-receive">
      <div className="portico-qr" role="img" aria-label={t('view.receive.qr')} data-value={address} dangerouslySetInnerHTML={{ __html: svg }} />
      <p className="portico-receive__address">{address}</p>
      <button type="button" className="portico-secondary" data-autofocus="" onClick={() => void copy()} aria-live="polite">
        {copied ? t('view.receive.copied') : t('view.receive.copy')}
      </button>
      <section aria-label={t('view.receive.networks')}>
        <p className="portico-muted portico-center">{t('view.receive.hint')}</p>
        <ul className="portico-chips" aria-label={t('view.receive.networks')}>
          {receivable.map((network) => (
            <li key={network.caipNetworkId} className="portico-chip">
              {network.name}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
