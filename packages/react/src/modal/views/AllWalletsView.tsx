import type { RegistryWallet, WalletsState } from '@portico/core'
import { useEffect, useId, useState } from 'react'
import { usePorticoContext } from '../../context'
import { useStore } from '../../hooks/useStore'
import { useInstalledMatch, useOpenRegistryWallet } from '../parts/useRegistryEntries'
import { VirtualGrid } from '../parts/VirtualGrid'
import { WalletTile } from '../parts/WalletTile'

/** Wait this long after the last key before searching. */
export const SEARCH_DEBOUNCE_MS = 300
const COLUMNS = 4
// Room for the icon and a name on two lines.
const ROW_HEIGHT = 104
const VIEWPORT_HEIGHT = ROW_HEIGHT * 4

const selectState = (s: WalletsState) => s

/** Installed first, then the app's featured wallets, then the registry's order; each wallet once. */
function listOrder(state: WalletsState): RegistryWallet[] {
  const seen = new Set<string>()
  return [...state.installed, ...state.featured, ...state.all].filter((w) => !seen.has(w.id) && !!seen.add(w.id))
}

/**
 * Every wallet of the registry: pages of 40 load as the grid scrolls (only the rows in view are
 * rendered), a debounced search asks for up to 100 results, and installed wallets are marked.
 */
export function AllWalletsView() {
  const { portico, t } = usePorticoContext()
  const state = useStore(portico.stores.wallets, selectState)
  const match = useInstalledMatch()
  const open = useOpenRegistryWallet()
  const [input, setInput] = useState('')
  const tagId = useId()
  const query = input.trim()

  useEffect(() => {
    const { connectStatus, page } = portico.stores.wallets.getState()
    if (connectStatus === 'idle') void portico.fetchConnectWallets()
    if (page === 0) void portico.fetchNextWalletsPage()
  }, [portico])

  useEffect(() => {
    const handle = setTimeout(() => void portico.searchWallets({ query }), query ? SEARCH_DEBOUNCE_MS : 0)
    return () => clearTimeout(handle)
  }, [portico, query])

  const searching = query.length > 0
  const wallets = searching ? state.search.results : listOrder(state)
  const status = searching ? (state.search.query === query ? state.search.status : 'loading') : state.allStatus
  // Installed wallets are fetched with the list's own filters, so they are part of `count`;
  // featured ones may not be, until their page has loaded.
  const loadedIds = new Set(state.all.map((w) => w.id))
  const total = searching ? wallets.length : Math.max(wallets.length, state.count + state.featured.filter((w) => !loadedIds.has(w.id)).length)

  let body
  if (!wallets.length && (status === 'loading' || status === 'idle')) {
    body = (
      <div className="portico-grid portico-grid--skeleton" aria-hidden="true" style={{ height: VIEWPORT_HEIGHT }}>
        {Array.from({ length: 12 }, (_, i) => (
          <span key={i} className="portico-tile portico-tile--skeleton" />
        ))}
      </div>
    )
  } else if (!wallets.length && status === 'error') {
    body = (
      <div className="portico-empty">
        <p>{t('view.allWallets.error')}</p>
        <button
          type="button"
          className="portico-secondary"
          onClick={() => void (searching ? portico.searchWallets({ query }) : portico.fetchNextWalletsPage())}
        >
          {t('view.allWallets.retry')}
        </button>
      </div>
    )
  } else if (!wallets.length) {
    body = (
      <div className="portico-empty">
        <p>{t('view.allWallets.empty')}</p>
        <p className="portico-muted">{t('view.allWallets.emptyHint')}</p>
      </div>
    )
  } else {
    body = (
      <VirtualGrid
        key={searching ? `search:${state.search.query}` : 'all'}
        count={wallets.length}
        total={total}
        columns={COLUMNS}
        rowHeight={ROW_HEIGHT}
        height={VIEWPORT_HEIGHT}
        label={t('view.allWallets.listLabel')}
        onEndReached={searching ? undefined : () => void portico.fetchNextWalletsPage()}
        renderItem={(index, props) => {
          const entry = match(wallets[index]!)
          return (
            <WalletTile
              wallet={entry.wallet}
              tag={entry.connector ? t('view.connect.installed') : undefined}
              tagId={`${tagId}-${index}`}
              onClick={() => open(entry)}
              {...props}
            />
          )
        }}
      />
    )
  }

  return (
    <div className="portico-stack">
      <input
        className="portico-search"
        type="search"
        aria-label={t('view.allWallets.search')}
        placeholder={t('view.allWallets.search')}
        value={input}
        onChange={(event) => setInput(event.target.value)}
        // The view arrives in its own chunk, after the modal has moved focus: take it on mount.
        autoFocus
        data-autofocus=""
        autoComplete="off"
        spellCheck={false}
      />
      <p role="status" className="portico-visually-hidden">
        {status === 'loading' ? t('view.allWallets.loading') : searching && status === 'ready' ? t('view.allWallets.results', { count: wallets.length }) : ''}
      </p>
      {body}
    </div>
  )
}
