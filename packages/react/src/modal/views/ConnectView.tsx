import { type ChainNamespace, type ConnectionState, type Connector, type FeaturesState, type NetworkState, type WalletsState } from '@portico/core'
import { chainSupports, CONNECTOR_TYPE_ORDER, type ConnectorGroupName, groupByWallet, orderConnectors, RECOMMENDED_WALLETS_COUNT, type WalletEntry } from '@portico/core/internal'
import { Suspense, useEffect, useId, useState } from 'react'
import { usePorticoContext } from '../../context'
import { useStore } from '../../hooks/useStore'
import { afterPaint } from '../afterPaint'
import { ListNav } from '../parts/ListNav'
import { type RegistryEntry, useInstalledMatch, useOpenRegistryWallet } from '../parts/useRegistryEntries'
import { WalletIcon } from '../parts/WalletIcon'
import { emailConnectField, socialButtons } from './loginChunks'
import { useRemoteConfigSettled } from './useRemoteConfigSettled'

const selectConnectors = (s: { connectors: readonly Connector[] }) => s.connectors
const selectEmail = (s: FeaturesState) => Boolean(s.features.email && s.frameUrl)
const selectSocials = (s: FeaturesState) => Boolean(s.features.socials && s.features.socials.length > 0 && !s.features.pay && s.frameUrl)
const selectActiveNamespace = (s: NetworkState) => s.activeNamespace
/** Namespaces with a live connection, in a stable text form (so the view re-renders only when that set changes). */
const selectConnected = (s: ConnectionState) =>
  Object.entries(s)
    .filter(([, namespace]) => namespace?.status === 'connected')
    .map(([namespace]) => namespace)
    .join(' ')
const selectRegistry = (s: WalletsState) => ({ featured: s.featured, recommended: s.recommended, count: s.count })
const selectRegistryPending = (s: WalletsState) => s.connectStatus === 'idle' || s.connectStatus === 'loading'

type Row =
  | { kind: 'wallet'; key: string; name: string; icon: string | undefined; group: ConnectorGroupName; wallet: WalletEntry }
  | { kind: 'registry'; key: string; name: string; icon: string | undefined; group: ConnectorGroupName; entry: RegistryEntry }

/**
 * Lists the wallets in the spec's connector type order: this browser's wallets (recent ones
 * marked, installed ones marked), the app's featured wallets and the registry's recommended ones,
 * then a button to All Wallets when a Portico server is configured. A wallet that speaks several
 * namespaces is one entry naming them; it connects once per namespace.
 *
 * Adding a wallet for another namespace (SwitchActiveChain to a namespace with no wallet while
 * another has one), the list keeps the wallets that speak that namespace.
 */
export function ConnectView() {
  const { portico, t } = usePorticoContext()
  const connectors = useStore(portico.stores.connectors, selectConnectors)
  const registry = useStore(portico.stores.wallets, selectRegistry)
  const registryPending = useStore(portico.stores.wallets, selectRegistryPending)
  // E-mail login needs the project's feature, the server's frame and an adapter with the embedded wallet's `auth` connector.
  const activeNamespace = useStore(portico.stores.network, selectActiveNamespace)
  const connected = useStore(portico.stores.connection, selectConnected)
  const addingFor: ChainNamespace | undefined = connected && !connected.split(' ').includes(activeNamespace) ? activeNamespace : undefined
  const speaks = (c: Connector) => !addingFor || c.chainNamespace === addingFor
  const email =
    useStore(portico.stores.features, selectEmail) && portico.hasServer && connectors.some((c) => c.type === 'auth' && speaks(c))
  const socials =
    useStore(portico.stores.features, selectSocials) && portico.hasServer && connectors.some((c) => c.type === 'auth' && speaks(c))
  const match = useInstalledMatch()
  const openRegistry = useOpenRegistryWallet()
  const tagId = useId()
  const configSettled = useRemoteConfigSettled(portico)
  // The e-mail field and the social logins: chunks of their own, loaded only for projects with them on
  // (loginChunks.ts); while one is on its way the whole view waits in the placeholder list below. Each
  // is chosen once per mount: going from the lazy one to the loaded one on a later render would mount
  // the field anew and lose what the visitor typed.
  const [EmailConnectField] = useState(emailConnectField)
  const [SocialButtons] = useState(socialButtons)

  // Once the list is painted: starting the registry's fetch and the chunks it needs in the opening
  // click's own task held its frame back (a bundler's preload links go into the page as they start).
  useEffect(() => {
    if (!portico.hasServer) return
    return afterPaint(() => {
      if (portico.stores.wallets.getState().connectStatus === 'idle') void portico.fetchConnectWallets()
      void import('./AllWalletsView') // so the All Wallets button opens at once
    })
  }, [portico])

  // The embedded wallet (type `auth`) is reached by the e-mail field, not listed as a wallet.
  const groups = orderConnectors(connectors.filter((c) => c.type !== 'auth'), {
    recentIds: portico.getRecentWallets(),
    featuredIds: portico.options.featuredWalletIds,
  })
  // One wallet's connectors of several namespaces are one entry, in the group of its first connector.
  const groupOf = new Map(groups.flatMap((g) => g.connectors.map((c) => [c.id, g.name] as const)))
  const wallets = groupByWallet(groups.flatMap((g) => g.connectors)).filter((wallet) => wallet.connectors.some(speaks))
  // The registry's wallets connect by WalletConnect, where the adapter declares `walletRegistry` (EVM).
  const registryShown = portico.hasServer && (!addingFor || chainSupports(portico.context, 'walletRegistry', addingFor))
  const connectorIds = new Set(connectors.map((c) => c.id))
  const registryRows = (wallets: WalletsState['featured'], group: ConnectorGroupName): Row[] =>
    wallets
      .map(match)
      .filter((entry) => !entry.connector)
      .filter((entry) => !connectorIds.has(entry.wallet.id))
      .map((entry) => ({ kind: 'registry', key: `registry:${entry.wallet.id}`, name: entry.wallet.name, icon: entry.wallet.imageUrl, group, entry }))

  const rows: Row[] = CONNECTOR_TYPE_ORDER.flatMap((name): Row[] => [
    ...wallets
      .filter((wallet) => groupOf.get(wallet.key) === name)
      .map((wallet): Row => ({ kind: 'wallet', key: wallet.key, name: wallet.name, icon: wallet.icon, group: name, wallet })),
    ...(name === 'featured' && registryShown ? registryRows(registry.featured, name) : []),
    ...(name === 'recommended' && registryShown ? registryRows(registry.recommended, name) : []),
  ])

  // While the registry's wallets load, their rows' room is kept (the app's featured ones and the
  // recommended), so the rows do not push All Wallets down under a visitor's pointer when they land.
  const placeholders = registryShown && registryPending ? (portico.options.featuredWalletIds?.length ?? 0) + RECOMMENDED_WALLETS_COUNT : 0

  const emailField =
    email || socials ? (
      <>
        {email ? <EmailConnectField /> : null}
        {email ? (
          // Log in with a passkey (issue 40): the wallet frame shows its own screen, where the person's click starts the ceremony.
          <button type="button" className="portico-item portico-social portico-passkey" onClick={() => portico.stores.router.push('ConnectingPasskey')}>
            <svg className="portico-social-icon" aria-hidden="true" width="28" height="28" viewBox="-2 -2 28 28" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <circle cx="8" cy="8" r="4" />
              <path d="M2 21v-2a5 5 0 0 1 5-5h3M16 11a3 3 0 1 1 0 6 3 3 0 0 1 0-6ZM16 17v4M16 19h2" />
            </svg>
            <span className="portico-item__label">{t('view.connect.passkeyContinue')}</span>
          </button>
        ) : null}
        {socials ? <SocialButtons /> : null}
        {rows.length || registryShown ? (
          <p className="portico-divider" aria-hidden="true">
            <span>{t('view.connect.or')}</span>
          </p>
        ) : null}
      </>
    ) : null

  // Held in place of the list: while the project's config may still add the e-mail field and the socials
  // above the wallets (briefly, see useRemoteConfigSettled), or while their chunks arrive, rather than
  // showing the wallets and pushing them from under the pointer a moment later.
  const waiting = (
    <ul className="portico-list" aria-busy="true" aria-label={t('modal.loading')}>
      {[0, 1, 2, 3].map((index) => (
        <li key={index} aria-hidden="true">
          <span className="portico-item portico-item--placeholder" />
        </li>
      ))}
    </ul>
  )

  if (!configSettled) return waiting

  if (!rows.length && !registryShown && !email && !socials) {
    return (
      <div className="portico-empty">
        <p>{t('view.connect.empty')}</p>
        <p className="portico-muted">{t('view.connect.emptyHint')}</p>
      </div>
    )
  }

  const openWallet = (wallet: WalletEntry) => {
    // Adding a wallet for one namespace asks only for that one.
    const asked = wallet.connectors.filter(speaks)
    const [first] = asked
    if (asked.length > 1) {
      portico.stores.router.push('ConnectingExternal', { connectorId: first!.id, connectorIds: asked.map((c) => c.id) })
    } else if (first!.type === 'walletConnect') {
      portico.stores.router.push(portico.options.basic ? 'ConnectingWalletConnectBasic' : 'ConnectingWalletConnect', { connectorId: first!.id })
    } else {
      portico.stores.router.push('ConnectingExternal', { connectorId: first!.id })
    }
  }

  const tagOf = (row: Row) =>
    row.group === 'recent'
      ? t('view.connect.recent')
      : row.kind === 'wallet' && row.wallet.connectors.some((c) => c.installed)
        ? t('view.connect.installed')
        : row.group === 'featured'
          ? t('view.connect.featured')
          : undefined

  const view = (
    <>
    {emailField}
    <ListNav label={t('view.connect.walletsLabel')}>
      {rows.map((row, index) => {
        const tag = tagOf(row)
        const namespaces = row.kind === 'wallet' && row.wallet.chainNamespaces.length > 1 ? row.wallet.chainNamespaces : undefined
        const described = [tag ? `${tagId}-${index}` : '', namespaces ? `${tagId}-${index}-ns` : ''].filter(Boolean).join(' ')
        return (
          <li key={row.key}>
            <button
              type="button"
              className="portico-item"
              data-autofocus={index === 0 ? '' : undefined}
              aria-describedby={described || undefined}
              onClick={() => (row.kind === 'wallet' ? openWallet(row.wallet) : openRegistry(row.entry))}
            >
              <WalletIcon name={row.name} icon={row.icon} />
              {/* The name is the visible label (the icon is decorative); the tag is its description. */}
              <span className="portico-item__label">
                {row.name}
                {namespaces ? (
                  <span id={`${tagId}-${index}-ns`} className="portico-item__namespaces" aria-hidden="true">
                    {namespaces.map((namespace) => t(`namespace.${namespace}`)).join(' · ')}
                  </span>
                ) : null}
              </span>
              {tag ? (
                <span id={`${tagId}-${index}`} className="portico-tag" aria-hidden="true">
                  {tag}
                </span>
              ) : null}
            </button>
          </li>
        )
      })}
      {Array.from({ length: placeholders }, (_, index) => (
        <li key={`placeholder-${index}`} aria-hidden="true">
          <span className="portico-item portico-item--placeholder" />
        </li>
      ))}
      {registryShown ? (
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
  return email || socials ? <Suspense fallback={waiting}>{view}</Suspense> : view
}
