/** A token that can be swapped, as `GET /v1/swap/tokens` lists it. */
export type SwapToken = {
  /** `native`, or the ERC-20's address. */
  address: string
  symbol: string
  name: string
  decimals: number
  /** USD price of one token (0 when unknown). */
  price: number
  iconUrl: string
}

export type GetSwapTokensReturnType = { chainId: string; tokens: SwapToken[] }

/** A token and an amount of it (smallest units, decimal string). */
export type SwapQuoteAmount = { address: string; symbol: string; name: string; decimals: number; amount: string }

/** What a swap would give (`GET /v1/swap/quote`). */
export type SwapQuote = {
  /** Who quoted, e.g. `uniswap-v2`. */
  provider: string
  from: SwapQuoteAmount
  to: SwapQuoteAmount
  path: readonly string[]
  /** Percent, fees excluded. */
  priceImpact: number
  /** In `from`'s smallest units, and as a percent of the input. */
  fee: { amount: string; percent: number }
  /** Percent. */
  slippage: number
  /** Smallest units of `to`. */
  minimumReceived: string
  /** Who must be allowed to spend `from`; null for the native currency. */
  spender: string | null
}

export type GetSwapQuoteParameters = {
  /** CAIP-2 or a number. */
  chainId: string | number
  /** `native` or a token address. */
  from: string
  to: string
  /** Smallest units of `from`. */
  amount: bigint
  /** Percent; default the server's (spec §9: 1). */
  slippage?: number | undefined
}

export type GetSwapQuoteReturnType = { chainId: string; quote: SwapQuote }

/** Wei, as decimal strings; the EIP-1559 fields are null on chains without them. */
export type GetSwapGasPriceReturnType = { chainId: string; gasPrice: string; maxFeePerGas: string | null; maxPriorityFeePerGas: string | null }

export type GetSwapAllowanceParameters = { chainId: string | number; token: string; address: string }

/** `spender` and `allowance` are null for the native currency (nothing to approve). */
export type GetSwapAllowanceReturnType = { token: string; address: string; spender: string | null; allowance: string | null }

/** A transaction the wallet sends as is. */
export type SwapTransactionRequest = {
  chainId: string
  from: string
  to: string
  data: string
  /** Wei, decimal string. */
  value: string
  /** A gas limit with room to spare, or null: the wallet estimates. */
  gas: string | null
}

export type BuildSwapApproveParameters = { chainId: string | number; token: string; address: string; amount: bigint }

export type BuildSwapTransactionParameters = GetSwapQuoteParameters & {
  /** Who swaps. */
  address: string
  /** Who receives; default `address`. */
  recipient?: string | undefined
}

export type BuildSwapTransactionReturnType = { transaction: SwapTransactionRequest; quote: SwapQuote }
