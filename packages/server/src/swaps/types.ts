import type { Address, Hex } from 'viem'

/** A token that can be swapped on a chain: the native currency or a listed ERC-20. */
export type SwapToken = {
  /** `native`, or the ERC-20's checksummed address. */
  address: 'native' | Address
  symbol: string
  name: string
  decimals: number
}

/** A token and an amount of it (smallest units). */
export type SwapAmount = SwapToken & { amount: bigint }

export type SwapQuoteRequest = {
  from: SwapToken
  to: SwapToken
  /** Exact input, in `from`'s smallest units. */
  amountIn: bigint
  /** Tolerated slippage in percent (spec default 1): sets `minimumReceived`. */
  slippage: number
}

/** What a swap would give, as a provider quotes it. */
export type SwapQuote = {
  /** Which provider quoted (e.g. `uniswap-v2`). */
  provider: string
  from: SwapAmount
  to: SwapAmount
  /** The tokens the trade goes through (wrapped native included), provider-specific. */
  path: readonly Address[]
  /** How much worse than the pools' mid price this trade's size makes it, in percent (fees excluded). */
  priceImpact: number
  /** What the provider (liquidity providers) keep, in `from`'s units, and as a percent of the input. */
  fee: { amount: bigint; percent: number }
  slippage: number
  /** The least `to` the swap accepts with this slippage (smallest units). */
  minimumReceived: bigint
  /** Who must be allowed to spend `from` (null for the native currency: nothing to approve). */
  spender: Address | null
}

/** A transaction for the wallet to send as is. */
export type SwapTransaction = {
  from: Address
  to: Address
  data: Hex
  /** Native value, smallest units. */
  value: bigint
  /** A gas limit the transaction fits in, when the provider knows one (undefined: the wallet estimates). */
  gas?: bigint | undefined
}

export type SwapBuildRequest = SwapQuoteRequest & {
  /** Who swaps: the sender, and whose tokens are spent. */
  owner: Address
  /** Who receives the output; default the owner. */
  recipient?: Address | undefined
  /** Unix seconds after which the swap reverts. */
  deadline: bigint
  /** A short allowance is answered with the `approve` to batch before the swap, not refused. */
  withApproval?: boolean | undefined
}

/**
 * Where quotes and swap transactions come from, for one chain: the devnet's Uniswap v2
 * (`createUniswapV2Provider`), or on mainnets an aggregator an operator plugs in. The route layer
 * has already checked the network and resolved both tokens from the chain's list.
 */
export type SwapProvider = {
  /** A short id, sent back in quotes (e.g. `uniswap-v2`). */
  readonly name: string
  /**
   * @throws {SwapNoRouteError} when no pool can fill the trade.
   * @throws {UpstreamUnavailableError} when the chain cannot be read.
   */
  quote(request: SwapQuoteRequest): Promise<SwapQuote>
  /** How much of `token` the swap contract may spend for `owner`, and which contract that is. */
  allowance(request: { token: Address; owner: Address }): Promise<{ spender: Address; allowance: bigint }>
  /** The ERC-20 `approve` that lets the swap contract spend `amount` of `token`. */
  buildApprove(request: { token: Address; owner: Address; amount: bigint }): Promise<SwapTransaction>
  /**
   * The swap transaction, with the quote it was built from (and, with `withApproval` and a short
   * allowance, the `approve` to send before it in the same atomic batch).
   *
   * @throws {SwapApprovalRequiredError} when the allowance does not cover the input (without `withApproval`).
   */
  buildSwap(request: SwapBuildRequest): Promise<{ transaction: SwapTransaction; quote: SwapQuote; approval?: SwapTransaction | undefined }>
}
