import type { ActivityItem, ActivityTransfer } from '../account/types'

/** Operations that bring value in: their amounts show '+' (spec §4). */
const PLUS_OPERATIONS: readonly string[] = ['receive', 'deposit', 'borrow', 'claim']
/** Operations that take value out: their amounts show '-' (spec §4). */
const MINUS_OPERATIONS: readonly string[] = ['withdraw', 'repay', 'burn']

/**
 * The sign shown before a transfer's amount: '+' for receive, deposit, borrow, claim; '-' for
 * withdraw, repay, burn. Other operations (send, trade, mint…) follow the transfer's direction
 * ('in' '+', 'out' '-'); a transfer to oneself has no sign.
 *
 * @example
 * transactionSign('receive') // '+'
 * transactionSign('send', { direction: 'out' }) // '-'
 */
export function transactionSign(operationType: string, transfer?: Pick<ActivityTransfer, 'direction'> | undefined): '+' | '-' | '' {
  if (PLUS_OPERATIONS.includes(operationType)) return '+'
  if (MINUS_OPERATIONS.includes(operationType)) return '-'
  if (transfer?.direction === 'in') return '+'
  if (transfer?.direction === 'out') return '-'
  return ''
}

/** A transaction is hidden when it moves an NFT flagged as spam. */
function isSpamTransaction(item: Pick<ActivityItem, 'transfers'>): boolean {
  return item.transfers.some((transfer) => transfer.nft_info?.flags.is_spam === true)
}

/** The transactions to show: NFT spam hidden. */
export function filterSpamTransactions<item extends Pick<ActivityItem, 'transfers'>>(items: readonly item[]): item[] {
  return items.filter((item) => !isSpamTransaction(item))
}
