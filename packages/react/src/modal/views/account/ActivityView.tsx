import { type AccountState, formatTokenQuantity, type ActivityItem, truncateAddress } from '@portico/core'
import { groupTransactionsByMonth, transactionSign } from '@portico/core/internal'
import { useEffect, useMemo, useRef } from 'react'
import { usePorticoContext } from '../../../context'
import type { MessageKey } from '../../../i18n/en'
import { useStore } from '../../../hooks/useStore'
import { TokenIcon } from './TokenIcon'

const selectActivity = (s: AccountState) => s.activity
const selectPending = (s: AccountState) => s.pending
const operations = new Set(['send', 'receive', 'mint', 'burn', 'trade', 'execute'])

/**
 * Activity: the account's transactions grouped by month (plus the year when not the current one),
 * pending ones first, amounts signed '+' or '-'. The next page loads as the list scrolls to its end.
 */
export function ActivityView() {
  const { portico, t, locale } = usePorticoContext()
  const activity = useStore(portico.stores.account, selectActivity)
  const pending = useStore(portico.stores.account, selectPending)
  const sentinel = useRef<HTMLLIElement>(null)

  useEffect(() => {
    void portico.fetchActivity()
  }, [portico])

  const groups = useMemo(() => {
    const known = new Set(activity.items.map((item) => item.metadata.hash.toLowerCase()))
    const ownPending = pending.filter(
      (item) => !known.has(item.metadata.hash.toLowerCase()) && item.metadata.sentFrom.toLowerCase() === activity.caipAddress?.split(':')[2]?.toLowerCase(),
    )
    return groupTransactionsByMonth([...ownPending, ...activity.items], new Date(), locale)
  }, [activity.items, activity.caipAddress, pending, locale])

  // Paging as it scrolls: the sentinel after the last item asks for the next page when it shows.
  useEffect(() => {
    const node = sentinel.current
    if (!node || !activity.next || activity.status !== 'success') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void portico.fetchActivity({ more: true })
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [portico, activity.next, activity.status])

  let content
  if (activity.status === 'loading' && !groups.length) {
    content = (
      <p className="portico-muted portico-center" role="status">
        {t('view.activity.loading')}
      </p>
    )
  } else if (!groups.length && activity.unavailable) {
    content = (
      <div className="portico-empty" role="status">
        <p className="portico-center">{t('view.activity.unavailable')}</p>
        <p className="portico-muted portico-center">{t('view.activity.unavailableHint')}</p>
      </div>
    )
  } else if (!groups.length) {
    content = (
      <div className="portico-empty">
        <p className="portico-center">{t('view.activity.empty')}</p>
        <p className="portico-muted portico-center">{t('view.activity.emptyHint')}</p>
      </div>
    )
  } else {
    content = (
      <>
        {groups.map((group) => (
          <section key={group.key} aria-label={group.title}>
            <h3 className="portico-activity__month">{group.title}</h3>
            <ul className="portico-list" aria-label={t('view.activity.listLabel', { month: group.title })}>
              {group.items.map((item) => (
                <Transaction key={item.id} item={item} />
              ))}
            </ul>
          </section>
        ))}
        <ul className="portico-list" aria-hidden="true">
          <li ref={sentinel} className="portico-activity__sentinel" />
        </ul>
        {activity.status === 'loadingMore' ? (
          <p className="portico-muted portico-center" role="status">
            {t('view.activity.loadingMore')}
          </p>
        ) : null}
      </>
    )
  }

  // The list has no controls: the region itself takes focus (from the first render, so the view's
  // focus lands on it), and the arrow, Page and End keys scroll it (the next page loads at the end).
  return (
    <div
      className="portico-activity"
      role="region"
      aria-label={t('view.activity.title')}
      tabIndex={0}
      data-autofocus=""
      aria-busy={activity.status === 'loadingMore' || undefined}
    >
      {content}
    </div>
  )
}

function Transaction({ item }: { item: ActivityItem }) {
  const { t, locale } = usePorticoContext()
  const { operationType, status, sentFrom, sentTo } = item.metadata
  const transfer = item.transfers[0]
  const label = t((operations.has(operationType) ? `view.activity.operation.${operationType}` : 'view.activity.operation.execute') as MessageKey)
  const incoming = transfer?.direction === 'in'
  const counterpart = incoming ? t('view.activity.from', { address: truncateAddress(sentFrom) }) : t('view.activity.to', { address: truncateAddress(sentTo) })
  const symbol = transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? ''
  const amount = transfer ? `${transactionSign(operationType, transfer)}${formatTokenQuantity(transfer.quantity, locale)} ${symbol}` : ''
  return (
    <li className="portico-tx" data-status={status}>
      <TokenIcon url={transfer?.fungible_info?.icon?.url} symbol={symbol || '?'} />
      <span className="portico-tx__text">
        <span className="portico-tx__label">
          {label}
          {status === 'pending' ? <span className="portico-tag portico-tag--muted">{t('view.activity.pending')}</span> : null}
          {status === 'failed' ? <span className="portico-tag portico-tag--muted">{t('view.activity.failed')}</span> : null}
        </span>
        <span className="portico-muted portico-tx__counterpart">{counterpart}</span>
      </span>
      <span className={`portico-tx__amount portico-tx__amount--${incoming ? 'in' : 'out'}`}>{amount}</span>
    </li>
  )
}
