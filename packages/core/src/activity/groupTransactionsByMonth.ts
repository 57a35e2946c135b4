import type { HistoryItem } from '../account/types'

export type TransactionGroup<item> = {
  /** `2026-11`: stable, for keys. */
  key: string
  year: number
  /** 0 to 11. */
  month: number
  /** The month's name, plus the year when it is not the current one: 'November', 'December 2025'. */
  title: string
  items: item[]
}

/**
 * A group's title (spec §4): the month, plus the year when it is not the current one, in the
 * visitor's time zone, written the locale's way (`Intl.DateTimeFormat`).
 *
 * @example
 * formatMonthTitle(2026, 10, new Date('2026-11-21')) // 'November'
 * formatMonthTitle(2025, 11, new Date('2026-11-21')) // 'December 2025'
 * formatMonthTitle(2025, 11, new Date('2026-11-21'), 'ja') // '2025年12月'
 */
export function formatMonthTitle(year: number, month: number, now: Date = new Date(), locale = 'en-US'): string {
  const withYear = year !== now.getFullYear()
  return new Intl.DateTimeFormat(locale, withYear ? { month: 'long', year: 'numeric' } : { month: 'long' }).format(new Date(year, month, 1))
}

/**
 * Groups transactions by the month they were mined in (local time), in the order given (newest
 * first from the server), so later pages extend the last group instead of starting a new one.
 */
export function groupTransactionsByMonth<item extends { metadata: Pick<HistoryItem['metadata'], 'minedAt'> }>(
  items: readonly item[],
  now: Date = new Date(),
  locale = 'en-US',
): TransactionGroup<item>[] {
  const groups: TransactionGroup<item>[] = []
  const byKey = new Map<string, TransactionGroup<item>>()
  for (const item of items) {
    const date = new Date(item.metadata.minedAt)
    if (Number.isNaN(date.getTime())) continue
    const year = date.getFullYear()
    const month = date.getMonth()
    const key = `${year}-${String(month + 1).padStart(2, '0')}`
    let group = byKey.get(key)
    if (!group) {
      group = { key, year, month, title: formatMonthTitle(year, month, now, locale), items: [] }
      byKey.set(key, group)
      groups.push(group)
    }
    group.items.push(item)
  }
  return groups
}
