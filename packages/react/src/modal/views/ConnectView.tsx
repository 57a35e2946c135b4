import { type Connector, orderConnectors } from '@portico/core'
import { useId } from 'react'
import { usePorticoContext } from '../../context'
import { useStore } from '../../hooks/useStore'
import { ListNav } from '../parts/ListNav'
import { WalletIcon } from '../parts/WalletIcon'

const selectConnectors = (s: { connectors: readonly Connector[] }) => s.connectors

/** Lists the wallets, grouped in the spec's connector type order; installed ones are marked. */
export function ConnectView() {
  const { portico, t } = usePorticoContext()
  const connectors = useStore(portico.stores.connectors, selectConnectors)
  const groups = orderConnectors(connectors, {
    recentIds: portico.getRecentWallets(),
    featuredIds: portico.options.featuredWalletIds,
  })
  const tagId = useId()
  const wallets = groups.flatMap((group) => group.connectors.map((connector) => ({ connector, group: group.name })))

  if (!wallets.length) {
    return (
      <div className="portico-empty">
        <p>{t('view.connect.empty')}</p>
        <p className="portico-muted">{t('view.connect.emptyHint')}</p>
      </div>
    )
  }
  return (
    <ListNav label={t('view.connect.walletsLabel')}>
      {wallets.map(({ connector, group }, index) => {
        const tag = group === 'recent' ? t('view.connect.recent') : connector.installed ? t('view.connect.installed') : undefined
        return (
          <li key={connector.id}>
            <button
              type="button"
              className="portico-item"
              data-autofocus={index === 0 ? '' : undefined}
              aria-label={connector.name}
              aria-describedby={tag ? `${tagId}-${index}` : undefined}
              onClick={() => portico.stores.router.push('ConnectingExternal', { connectorId: connector.id })}
            >
              <WalletIcon name={connector.name} icon={connector.icon} />
              <span className="portico-item__label">{connector.name}</span>
              {tag ? (
                <span id={`${tagId}-${index}`} className="portico-tag">
                  {tag}
                </span>
              ) : null}
            </button>
          </li>
        )
      })}
    </ListNav>
  )
}
