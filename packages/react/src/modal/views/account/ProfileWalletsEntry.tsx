import { useEffect } from 'react'
import { usePorticoContext } from '../../../context'
import { usePorticoConnections } from '../../../hooks/usePorticoConnections'
import { WalletIcon } from '../../parts/WalletIcon'

/** The Account view's way into ProfileWallets, with the active wallet's icon and how many are connected; only with multi-wallet on. */
export function ProfileWalletsEntry() {
  const { portico, t } = usePorticoContext()
  const { isEnabled, connections } = usePorticoConnections()
  // So the view opens at once.
  useEffect(() => {
    if (isEnabled) void import('../ProfileWalletsView')
  }, [isEnabled])
  if (!isEnabled || !connections.length) return null
  const active = connections.find((connection) => connection.isActive)
  const name = active?.connector?.name ?? active?.connectorId ?? ''
  return (
    <button type="button" className="portico-item" onClick={() => portico.stores.router.push('ProfileWallets')}>
      <WalletIcon name={name} icon={active?.connector?.icon} size={28} />
      <span className="portico-item__label">{t('view.account.wallets')}</span>
      <span className="portico-tag portico-tag--muted">{t('view.account.walletsCount', { count: connections.length })}</span>
      <span className="portico-chevron" aria-hidden="true">›</span>
    </button>
  )
}
