import { createStore } from 'zustand/vanilla'
import type { ActivityItem, HistoryItem, TokenBalance } from './types'

export type TokenBalancesEntry = {
  balances: readonly TokenBalance[]
  status: 'idle' | 'loading' | 'success' | 'error'
  /** When the last fetch settled (ms since epoch). */
  updatedAt: number
}

export type ActivityState = {
  /** The CAIP-10 account the list belongs to. */
  caipAddress: string | undefined
  items: readonly HistoryItem[]
  /** Cursor of the next page; null at the end. */
  next: string | null
  status: 'idle' | 'loading' | 'loadingMore' | 'success' | 'error'
  /** Nothing to show: no transactions, or the fetch failed (spec §8: the list is marked empty). */
  empty: boolean
  /** The server has no source for this network's history (no account API, no index): not an empty history. */
  unavailable?: boolean | undefined
}

/** The spec's send state. */
export type SendState = {
  token?: TokenBalance | undefined
  sendTokenAmount?: string | undefined
  receiverAddress?: string | undefined
  receiverProfileName?: string | undefined
  receiverProfileImage?: string | undefined
  loading: boolean
  /** The balances the token is picked from. */
  tokenBalances: readonly TokenBalance[]
  /** The hash once sent. */
  hash?: string | undefined
}

export type AccountState = {
  /** Token balances keyed by CAIP-10 address. */
  tokenBalances: Readonly<Record<string, TokenBalancesEntry>>
  activity: ActivityState
  /** Transactions sent from this kit, newest first, until the history has them (at most 99). */
  pending: readonly ActivityItem[]
  send: SendState
  /**
   * Accounts' identities (name and avatar) as last looked up or registered, by lowercase address;
   * null: no name. Views follow it, so a name registered here shows everywhere at once.
   */
  identities: Readonly<Record<string, { name: string; avatar?: string | undefined } | null>>
}

export const initialActivity: ActivityState = { caipAddress: undefined, items: [], next: null, status: 'idle', empty: false }

/**
 * Token balances, activity, pending transactions and the send state of one kit. The kit's account
 * actions (account/, activity/, send/, in the lazy module) fill it; an app edits the send state with `setSend` (send/setSend.ts).
 */
export function createAccountStore() {
  return createStore<AccountState>(() => ({ tokenBalances: {}, activity: initialActivity, pending: [], send: { loading: false, tokenBalances: [] }, identities: {} }))
}

export type AccountStore = ReturnType<typeof createAccountStore>
