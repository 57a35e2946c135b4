// The wire types are the contract's (`@portico/core/contract`): what the server answers.
import type { HistoryItem, HistoryTransfer } from '../contract/types'

export type { GetBalancesReturnType, GetHistoryReturnType, HistoryItem, HistoryTransfer, TokenBalance } from '../contract/types'

/**
 * An item of the account's activity: a mined transaction the server answered (`HistoryItem`), or
 * one the kit just sent, `pending` until it is mined (the server lists only mined ones).
 */
export type ActivityItem = Omit<HistoryItem, 'metadata' | 'transfers'> & {
  metadata: Omit<HistoryItem['metadata'], 'status'> & { status: HistoryItem['metadata']['status'] | 'pending' }
  transfers: ActivityTransfer[]
}

/** A transfer of an `ActivityItem`: the kit's own may lack the token's icon. */
export type ActivityTransfer = Omit<HistoryTransfer, 'fungible_info'> & {
  fungible_info?: { name: string; symbol: string; icon?: { url: string } | undefined } | undefined
}

export type GetHistoryParameters = {
  /** CAIP-2 or a number; absent: every chain. */
  chainId?: string | number | undefined
  cursor?: string | null | undefined
  limit?: number | undefined
}

