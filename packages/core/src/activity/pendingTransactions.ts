import { PENDING_TRANSACTIONS_LIMIT } from '../constants'
import type { ActivityItem } from '../account/types'

/** Puts a just-sent transaction first; at most {@link PENDING_TRANSACTIONS_LIMIT} (99) are kept. */
export function addPendingTransaction(pending: readonly ActivityItem[], item: ActivityItem): ActivityItem[] {
  return [item, ...pending.filter((other) => other.metadata.hash !== item.metadata.hash)].slice(0, PENDING_TRANSACTIONS_LIMIT)
}

/** Marks a pending transaction mined (confirmed or failed); it shows so until the history has it. */
export function resolvePendingTransaction(pending: readonly ActivityItem[], hash: string, status: 'confirmed' | 'failed'): ActivityItem[] {
  return pending.map((item) =>
    item.metadata.hash === hash ? { ...item, metadata: { ...item.metadata, status, minedAt: new Date().toISOString() } } : item,
  )
}

/** Drops the pending transactions the server's history now holds. */
export function prunePendingTransactions(pending: readonly ActivityItem[], history: readonly ActivityItem[]): ActivityItem[] {
  const known = new Set(history.map((item) => item.metadata.hash.toLowerCase()))
  return pending.filter((item) => !known.has(item.metadata.hash.toLowerCase()))
}
