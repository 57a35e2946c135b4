// The wire types are the contract's (`@portico/core/contract`): what the server answers.
export type {
  BuildSwapTransactionReturnType,
  GetSwapAllowanceReturnType,
  GetSwapGasPriceReturnType,
  GetSwapQuoteReturnType,
  GetSwapTokensReturnType,
  SwapQuote,
  SwapQuoteAmount,
  SwapToken,
  SwapTransactionRequest,
} from '../contract/types'

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

export type GetSwapAllowanceParameters = { chainId: string | number; token: string; address: string }

export type BuildSwapApproveParameters = { chainId: string | number; token: string; address: string; amount: bigint }

export type BuildSwapTransactionParameters = GetSwapQuoteParameters & {
  /** Who swaps. */
  address: string
  /** Who receives; default `address`. */
  recipient?: string | undefined
  /** Answer a short allowance with the `approve` to batch first (`approval`) instead of refusing. */
  withApproval?: boolean | undefined
}
