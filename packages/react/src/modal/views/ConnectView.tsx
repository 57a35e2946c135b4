import { type Connector, type FeaturesState, type WalletsState } from '@portico/core'
import { CONNECTOR_TYPE_ORDER, type ConnectorGroupName, orderConnectors } from '@portico/core/internal'
import { lazy, Suspense, useEffect, useId } from 'react'
import { usePorticoContext } from '../../context'
import { useStore } from '../../hooks/useStore'
import { ListNav } from '../parts/ListNav'
import { type RegistryEntry, useInstalledMatch, useOpenRegistryWallet } from '../parts/useRegistryEntries'
import { WalletIcon } from '../parts/WalletIcon'

const selectConnectors = (s: { connectors: readonly Connector[] }) => s.connectors
const selectEmail = (s: FeaturesState) => Boolean(s.features.email && s.frameUrl)
// The e-mail field is a chunk of its own, loaded only for projects with e-mail login on.
const EmailConnectField = lazy(() => import('./embedded/EmailConnectField').then((m) => ({ default: m.EmailConnectField })))
const selectRegistry = (s: WalletsState) => ({ featured: s.featured, recommended: s.recommended, count: s.count })

type Row =
  | { kind: 'connector'; key: string; name: string; icon: string | undefined; group: ConnectorGroupName; connector: Connector }
  | { kind: 'registry'; key: string; name: string; icon: string | undefined; group: ConnectorGroupName; entry: RegistryEntry }

/**
 * Lists the wallets in the spec's connector type order: this browser's wallets (recent ones
 * marked, installed ones marked), the app's featured wallets and the registry's recommended ones,
 * then a button to All Wallets when a Portico server is configured.
 */
export function ConnectView() {
  const { portico, t } = usePorticoContext()
  const connectors = useStore(portico.stores.connectors, selectConnectors)
  const registry = useStore(portico.stores.wallets, selectRegistry)
  // E-mail login needs the project's feature, the server's frame and an adapter with the embedded wallet's `auth` connector.
  const email = useStore(portico.stores.features, selectEmail) && portico.hasServer && connectors.some((c) => c.type === 'auth')
  const match = useInstalledMatch()
  const openRegistry = useOpenRegistryWallet()
  const tagId = useId()

  useEffect(() => {
    if (!portico.hasServer) return
    if (portico.stores.wallets.getState().connectStatus === 'idle') void portico.fetchConnectWallets()
    void import('./AllWalletsView') // so the All Wallets button opens at once
  }, [portico])

  // The embedded wallet (type `auth`) is reached by the e-mail field, not listed as a wallet.
  const groups = orderConnectors(connectors.filter((c) => c.type !== 'auth'), {
    recentIds: portico.getRecentWallets(),
    featuredIds: portico.options.featuredWalletIds,
  })
  const connectorIds = new Set(connectors.map((c) => c.id))
  const registryRows = (wallets: WalletsState['featured'], group: ConnectorGroupName): Row[] =>
    wallets
      .map(match)
      .filter((entry) => !entry.connector)
      .filter((entry) => !connectorIds.has(entry.wallet.id))
      .map((entry) => ({ kind: 'registry', key: `registry:${entry.wallet.id}`, name: entry.wallet.name, icon: entry.wallet.imageUrl, group, entry }))

  const rows: Row[] = CONNECTOR_TYPE_ORDER.flatMap((name): Row[] => [
    ...(groups.find((g) => g.name === name)?.connectors ?? []).map(
      (connector): Row => ({ kind: 'connector', key: connector.id, name: connector.name, icon: connector.icon, group: name, connector }),
    ),
    ...(name === 'featured' ? registryRows(registry.featured, name) : []),
    ...(name === 'recommended' ? registryRows(registry.recommended, name) : []),
  ])

  const emailField = email ? (
    <Suspense fallback={null}>
      <EmailConnectField />
    </Suspense>
  ) : null

  if (!rows.length && !portico.hasServer && !email) {
    return (
      <div className="portico-empty">
        <p>{t('view.connect.empty')}</p>
        <p className="portico-muted">{t('view.connect.emptyHint')}</p>
      </div>
    )
  }

  const tagOf = (row: Row) =>
    row.group === 'recent'
      ? t('view.connect.recent')
      : row.kind === 'connector' && row.connector.installed
        ? t('view.connect.installed')
        : row.group === 'featured'
          ? t('view.connect.featured')
          : undefined

  return (
    <>
    {emailField}
    <ListNav label={t('view.connect.walletsLabel')}>
      {rows.map((row, index) => {
        const tag = tagOf(row)
        return (
          <li key={row.key}>
            <button
              type="button"
              className="portico-item"
              data-autofocus={index === 0 ? '' : undefined}
              aria-describedby={tag ? `${tagId}-${index}` : undefined}
              onClick={() =>
                row.kind === 'connector'
                  ? row.connector.type === 'walletConnect'
                    ? portico.stores.router.push(portico.options.basic ? 'ConnectingWalletConnectBasic' : 'ConnectingWalletConnect', {
                        connectorId: row.connector.id,
                      })
                    : portico.stores.router.push('ConnectingExternal', { connectorId: row.connector.id })
                  : openRegistry(row.entry)
              }
            >
              <WalletIcon name={row.name} icon={row.icon} />
              {/* The name is the visible label (the icon is decorative); the tag is its description. */}
              <span className="portico-item__label">{row.name}</span>
              {tag ? (
                <span id={`${tagId}-${index}`} className="portico-tag" aria-hidden="true">
                  {tag}
                </span>
              ) : null}
            </button>
          </li>
        )
      })}
      {portico.hasServer ? (
        <li>
          <button
            type="button"
            className="portico-item"
            data-autofocus={rows.length === 0 ? '' : undefined}
            onClick={() => {
              portico.track('CLICK_ALL_WALLETS')
              portico.stores.router.push('AllWallets')
            }}
          >
            <span className="portico-wallet-icon portico-all-wallets-icon" aria-hidden="true">
              <svg width="20" height="20" viewBox="0 0 20 20">
                <rect x="2" y="2" width="7" height="7" rx="2" fill="currentColor" />
                <rect x="11" y="2" width="7" height="7" rx="2" fill="currentColor" opacity=".7" />
                <rect x="2" y="11" width="7" height="7" rx="2" fill="currentColor" opacity=".7" />
                <rect x="11" y="11" width="7" height="7" rx="2" fill="currentColor" opacity=".4" />
              </svg>
            </span>
            <span className="portico-item__label">{t('view.connect.allWallets')}</span>
            {registry.count > 0 ? (
              <span className="portico-tag portico-tag--muted" aria-hidden="true">
                {t('view.connect.allWalletsCount', { count: Math.floor(registry.count / 10) * 10 })}
              </span>
            ) : null}
          </button>
        </li>
      ) : null}
    </ListNav>
    </>
  )
}
