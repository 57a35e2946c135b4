import { truncateAddress } from '@portico/core'
import { useEffect, useId, useRef, useState } from 'react'
import { usePorticoContext } from '../../context'
import { type PorticoConnection, usePorticoConnections } from '../../hooks/usePorticoConnections'
import { errorText } from '../../i18n/visitorText'
import { ListNav } from '../parts/ListNav'
import { WalletIcon } from '../parts/WalletIcon'

/**
 * Multi-wallet (ProfileWallets): the active namespace's connected wallets (icon, name, short
 * address, which one is active). Picking one makes it active; each has its own disconnect; below,
 * "Add another wallet" (the Connect view, which then comes back here) and "Disconnect all".
 */
export function ProfileWalletsView() {
  const { portico, t } = usePorticoContext()
  const { isEnabled, connections } = usePorticoConnections()
  const [error, setError] = useState<string>()
  const hintId = useId()
  const list = useRef<HTMLDivElement>(null)
  // A disconnected row leaves the list: focus goes to the first wallet left rather than the page.
  const refocus = useRef(false)
  useEffect(() => {
    if (!refocus.current) return
    refocus.current = false
    list.current?.querySelector<HTMLElement>('button')?.focus()
  }, [connections])

  if (!isEnabled) {
    return (
      <div className="portico-empty">
        <p>{t('view.profileWallets.notEnabled')}</p>
      </div>
    )
  }

  const run = (action: Promise<unknown>) => {
    setError(undefined)
    action.catch((cause: unknown) => setError(errorText(t, cause)))
  }
  const select = (connection: PorticoConnection) => {
    if (connection.isActive) return
    run(portico.switchConnection({ connectorId: connection.connectorId }))
  }
  const disconnect = (connection: PorticoConnection) => {
    refocus.current = true
    run(portico.disconnect({ connectorId: connection.connectorId }))
  }
  const namespace = portico.getAccount().chainNamespace

  return (
    <div className="portico-stack portico-profile-wallets" ref={list}>
      {connections.length > 1 ? (
        <p id={hintId} className="portico-muted portico-center">
          {t('view.profileWallets.hint')}
        </p>
      ) : null}
      {connections.length ? (
        <ListNav label={t('view.profileWallets.listLabel')}>
          {connections.map((connection, index) => {
            const name = connection.connector?.name ?? connection.connectorId
            const address = connection.accounts[0] ?? ''
            return (
              <li key={connection.connectorId} className="portico-profile-wallet">
                <button
                  type="button"
                  className="portico-item portico-profile-wallet__select"
                  aria-current={connection.isActive || undefined}
                  aria-describedby={connection.isActive || connections.length < 2 ? undefined : hintId}
                  data-autofocus={index === 0 ? '' : undefined}
                  onClick={() => select(connection)}
                >
                  <WalletIcon name={name} icon={connection.connector?.icon} size={36} />
                  {/* The spaces keep the accessible name's words apart: "MetaMask 0xf3...b92266 Active". */}
                  <span className="portico-profile-wallet__text">
                    <span className="portico-item__label">{name}</span>{' '}
                    <span className="portico-profile-wallet__address" title={address}>
                      {truncateAddress(address)}
                    </span>
                  </span>{' '}
                  {connection.isActive ? <span className="portico-tag">{t('view.profileWallets.active')}</span> : null}
                </button>
                <button
                  type="button"
                  className="portico-icon-button portico-profile-wallet__disconnect"
                  aria-label={t('view.profileWallets.disconnect', { wallet: name })}
                  title={t('view.profileWallets.disconnect', { wallet: name })}
                  onClick={() => disconnect(connection)}
                >
                  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                    <path d="M12 3v8M7.05 6.05a7 7 0 1 0 9.9 0" />
                  </svg>
                </button>
              </li>
            )
          })}
        </ListNav>
      ) : (
        <p className="portico-empty">{t('view.profileWallets.empty')}</p>
      )}
      {error ? (
        <p className="portico-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="portico-item"
        data-autofocus={connections.length ? undefined : ''}
        onClick={() => portico.stores.router.push('Connect')}
      >
        <span className="portico-profile-wallets__add-icon" aria-hidden="true">
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M12 5v14M5 12h14" />
          </svg>
        </span>
        <span className="portico-item__label">{t('view.profileWallets.add')}</span>
      </button>
      {connections.length ? (
        <button type="button" className="portico-item portico-item--danger" onClick={() => run(portico.disconnect({ chainNamespace: namespace }))}>
          <span className="portico-item__label">{t('view.profileWallets.disconnectAll')}</span>
        </button>
      ) : null}
    </div>
  )
}
