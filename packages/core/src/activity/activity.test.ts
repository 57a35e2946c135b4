import { describe, expect, it } from 'vitest'
import type { ActivityItem } from '../account/types'
import { formatMonthTitle, groupTransactionsByMonth } from './groupTransactionsByMonth'
import { addPendingTransaction, prunePendingTransactions, resolvePendingTransaction } from './pendingTransactions'
import { filterSpamTransactions, transactionSign } from './transactionSign'

const item = (hash: string, minedAt: string, extra: Partial<ActivityItem> = {}): ActivityItem => ({
  id: hash,
  metadata: { operationType: 'send', hash, chain: 'eip155:1', minedAt, sentFrom: '0xa', sentTo: '0xb', status: 'confirmed', nonce: 0 },
  transfers: [{ direction: 'out', quantity: { numeric: '1', decimals: '18' } }],
  ...extra,
})

describe('transactionSign', () => {
  it.each(['receive', 'deposit', 'borrow', 'claim'])("shows '+' for %s", (operation) => {
    expect(transactionSign(operation)).toBe('+')
    // Whatever the transfer's direction says.
    expect(transactionSign(operation, { direction: 'out' })).toBe('+')
  })

  it.each(['withdraw', 'repay', 'burn'])("shows '-' for %s", (operation) => {
    expect(transactionSign(operation)).toBe('-')
    expect(transactionSign(operation, { direction: 'in' })).toBe('-')
  })

  it('follows the direction for other operations', () => {
    expect(transactionSign('send', { direction: 'out' })).toBe('-')
    expect(transactionSign('trade', { direction: 'in' })).toBe('+')
    expect(transactionSign('execute', { direction: 'self' })).toBe('')
    expect(transactionSign('mint')).toBe('')
  })
})

describe('groupTransactionsByMonth', () => {
  const now = new Date(2026, 10, 21, 12)

  it('titles a group by month, plus the year when not the current one', () => {
    expect(formatMonthTitle(2026, 10, now)).toBe('November')
    expect(formatMonthTitle(2026, 0, now)).toBe('January')
    expect(formatMonthTitle(2025, 11, now)).toBe('December 2025')
    expect(formatMonthTitle(2027, 0, now)).toBe('January 2027')
  })

  it('writes the title the locale’s way', () => {
    expect(formatMonthTitle(2026, 10, now, 'de')).toBe('November')
    expect(formatMonthTitle(2025, 11, now, 'ja')).toBe('2025年12月')
    expect(formatMonthTitle(2025, 11, now, 'ru')).toBe('декабрь 2025 г.')
    expect(formatMonthTitle(2026, 0, now, 'fr')).toBe('janvier')
  })

  it('groups newest first, by local month', () => {
    const items = [
      item('a', new Date(2026, 10, 20).toISOString()),
      item('b', new Date(2026, 10, 1, 0, 5).toISOString()),
      item('c', new Date(2026, 9, 31, 23, 55).toISOString()),
      item('d', new Date(2025, 11, 24).toISOString()),
      item('e', new Date(2025, 11, 2).toISOString()),
    ]
    expect(groupTransactionsByMonth(items, now).map((g) => [g.title, g.items.map((i) => i.id).join('')])).toEqual([
      ['November', 'ab'],
      ['October', 'c'],
      ['December 2025', 'de'],
    ])
  })
})

describe('filterSpamTransactions', () => {
  it('hides transactions that move spam NFTs, keeps the rest', () => {
    const spam = item('s', '2026-11-01T00:00:00Z', {
      transfers: [{ direction: 'in', quantity: { numeric: '1', decimals: '18' }, nft_info: { name: '#1', content: { preview: { url: '' } }, flags: { is_spam: true } } }],
    })
    const nft = item('n', '2026-11-01T00:00:00Z', {
      transfers: [{ direction: 'in', quantity: { numeric: '1', decimals: '18' }, nft_info: { name: '#2', content: { preview: { url: '' } }, flags: { is_spam: false } } }],
    })
    const plain = item('p', '2026-11-01T00:00:00Z')
    expect(filterSpamTransactions([spam, nft, plain]).map((i) => i.id)).toEqual(['n', 'p'])
  })
})

describe('pending transactions', () => {
  it('puts the newest first and keeps at most 99', () => {
    let pending: ActivityItem[] = []
    for (let i = 0; i < 120; i++) pending = addPendingTransaction(pending, item(`0x${i}`, new Date().toISOString()))
    expect(pending).toHaveLength(99)
    expect(pending[0]!.metadata.hash).toBe('0x119')
    expect(pending.at(-1)!.metadata.hash).toBe('0x21')
  })

  it('resolves when mined, and leaves once the history has it', () => {
    let pending = addPendingTransaction([], item('0xAB', '2026-11-01T00:00:00Z', { metadata: { ...item('0xAB', '').metadata, status: 'pending' } }))
    pending = resolvePendingTransaction(pending, '0xAB', 'confirmed')
    expect(pending[0]!.metadata.status).toBe('confirmed')
    expect(prunePendingTransactions(pending, [item('0xab', '2026-11-01T00:00:00Z')])).toEqual([])
    expect(prunePendingTransactions(pending, [item('0xcd', '2026-11-01T00:00:00Z')])).toHaveLength(1)
  })
})
