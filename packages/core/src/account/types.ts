/** A token balance (spec §3), as `GET /v1/account/{address}/balance` sends it. */
export type TokenBalance = {
  name: string
  symbol: string
  /** CAIP-2, e.g. `eip155:1`. */
  chainId: string
  /** CAIP-10 of the token contract; absent for the native currency. */
  address?: string | undefined
  /** USD value of the quantity. */
  value: number
  /** USD price of one token. */
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export type GetBalancesReturnType = { balances: TokenBalance[] }

/** One transfer of a transaction history item. */
export type HistoryTransfer = {
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string; decimals?: string | undefined }
  value?: number | undefined
  price?: number | undefined
  fungible_info?: { name: string; symbol: string; icon?: { url: string } | undefined } | undefined
  nft_info?: { name: string; content?: { preview?: { url: string } } | undefined; flags: { is_spam: boolean } } | undefined
}

/** A transaction history item (spec §3: id, metadata.minedAt, metadata.chain, transfers). */
export type HistoryItem = {
  id: string
  metadata: {
    /** send, receive, mint, burn, trade, deposit, withdraw, borrow, repay, claim, execute… */
    operationType: string
    hash: string
    /** CAIP-2. */
    chain: string
    /** ISO 8601. */
    minedAt: string
    sentFrom: string
    sentTo: string
    status: 'confirmed' | 'failed' | 'pending'
    nonce: number
  }
  transfers: HistoryTransfer[]
}

export type GetHistoryParameters = {
  /** CAIP-2 or a number; absent: every chain. */
  chainId?: string | number | undefined
  cursor?: string | null | undefined
  limit?: number | undefined
}

export type GetHistoryReturnType = { data: HistoryItem[]; next: string | null }
