import * as z from 'zod/mini'
import { SWAP_SLIPPAGE_TOLERANCE } from '../constants'
import { caip2, chainIdParameter, evmAddress, hexString, units } from './common'

const token = z.string().check(z.minLength(1), z.maxLength(64))
/** A positive amount of smallest units that fits a uint256. */
const amount = z.pipe(
  units,
  z.pipe(
    z.transform((value: string) => BigInt(value)),
    z.bigint().check(z.refine((value) => value > 0n && value < 2n ** 256n, 'must be above 0 and fit 256 bits')),
  ),
)
/** Percent, 0 to 50. */
const slippagePercent = z.number().check(z.minimum(0), z.maximum(50))

/** Every swap route names its chain (CAIP-2 or the reference). */
export const swapChainQuery = z.object({ chainId: z.optional(chainIdParameter) })

/** `GET /v1/swap/quote?chainId&from&to&amount&slippage` (`native` or a token address; slippage default spec §9's 1). */
export const swapQuoteQuery = z.object({
  from: token,
  to: token,
  amount,
  /** A query's empty `slippage=` is the default too. */
  slippage: z.pipe(
    z.transform((value: unknown) => (value === '' || value === undefined ? undefined : Number(value))),
    z._default(slippagePercent, SWAP_SLIPPAGE_TOLERANCE),
  ),
})

/** `GET /v1/swap/allowance?chainId&token&address`. */
export const swapAllowanceQuery = z.object({ token, address: evmAddress })

/** `POST /v1/swap/approve-transaction`. */
export const swapApproveBody = z.object({ chainId: chainIdParameter, token, address: evmAddress, amount })

/** `POST /v1/swap/transaction`. */
export const swapTransactionBody = z.object({
  chainId: chainIdParameter,
  from: token,
  to: token,
  amount,
  address: evmAddress,
  recipient: z.optional(evmAddress),
  slippage: z._default(slippagePercent, SWAP_SLIPPAGE_TOLERANCE),
  /**
   * For a wallet that batches calls atomically (EIP-5792): when the swap contract may not spend
   * enough of `from`, answer the ERC-20 `approve` as `approval` (sent in the same batch, before the
   * swap) instead of refusing with `swap_approval_required`. Default false.
   */
  withApproval: z.optional(z.boolean()),
})

/** A token that can be swapped on a chain: the native currency or a listed ERC-20. */
export const swapToken = z.object({
  /** `native`, or the ERC-20's address. */
  address: z.string(),
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().check(z.int(), z.nonnegative()),
  /** USD price of one token (0 when unknown). */
  price: z.number(),
  iconUrl: z.string(),
})

export const swapTokensAnswer = z.object({ chainId: caip2, tokens: z.array(swapToken) })

/** A token and an amount of it (smallest units). */
export const swapQuoteAmount = z.object({ address: z.string(), symbol: z.string(), name: z.string(), decimals: z.number().check(z.int()), amount: units })

/** What a swap would give. */
export const swapQuote = z.object({
  /** Who quoted, e.g. `uniswap-v2`. */
  provider: z.string(),
  from: swapQuoteAmount,
  to: swapQuoteAmount,
  /** The tokens the trade goes through (wrapped native included), provider-specific. */
  path: z.readonly(z.array(z.string())),
  /** Percent, fees excluded. */
  priceImpact: z.number(),
  /** What the provider keeps, in `from`'s smallest units, and as a percent of the input. */
  fee: z.object({ amount: units, percent: z.number() }),
  /** Percent. */
  slippage: z.number(),
  /** The least `to` the swap accepts with this slippage (smallest units). */
  minimumReceived: units,
  /** Who must be allowed to spend `from`; null for the native currency. */
  spender: z.nullable(z.string()),
})

export const swapQuoteAnswer = z.object({ chainId: caip2, quote: swapQuote })

/** Wei, as decimal strings; the EIP-1559 fields are null on chains without them. */
export const swapGasPriceAnswer = z.object({ chainId: caip2, gasPrice: units, maxFeePerGas: z.nullable(units), maxPriorityFeePerGas: z.nullable(units) })

/** `spender` and `allowance` are null for the native currency (nothing to approve). */
export const swapAllowanceAnswer = z.object({ token: z.string(), address: z.string(), spender: z.nullable(z.string()), allowance: z.nullable(units) })

/** A transaction the wallet sends as is. */
export const swapTransactionRequest = z.object({
  chainId: caip2,
  from: evmAddress,
  to: evmAddress,
  data: hexString,
  /** Wei. */
  value: units,
  /** A gas limit with room to spare, or null: the wallet estimates. */
  gas: z.nullable(units),
})

export const swapApproveAnswer = z.object({ transaction: swapTransactionRequest })
/** `approval` only when `withApproval` was asked and the allowance is short: send it first, in one atomic batch. */
export const swapTransactionAnswer = z.object({ transaction: swapTransactionRequest, quote: swapQuote, approval: z.optional(swapTransactionRequest) })
