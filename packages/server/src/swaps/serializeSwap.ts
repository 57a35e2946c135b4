import type { SwapQuote as SwapQuoteJson, SwapTransactionRequest } from '@portico/core/contract'
import type { SwapAmount, SwapQuote, SwapTransaction } from './types.ts'

/** A quote as JSON: amounts as decimal strings of smallest units. */
export function quoteToJson(quote: SwapQuote): SwapQuoteJson {
  const amount = ({ amount, ...token }: SwapAmount) => ({ ...token, amount: amount.toString() })
  return {
    provider: quote.provider,
    from: amount(quote.from),
    to: amount(quote.to),
    path: quote.path,
    priceImpact: quote.priceImpact,
    fee: { amount: quote.fee.amount.toString(), percent: quote.fee.percent },
    slippage: quote.slippage,
    minimumReceived: quote.minimumReceived.toString(),
    spender: quote.spender,
  }
}

/** A transaction as JSON, with its chain (CAIP-2). */
export function transactionToJson(transaction: SwapTransaction, chainId: number): SwapTransactionRequest {
  return {
    chainId: `eip155:${chainId}`,
    from: transaction.from,
    to: transaction.to,
    data: transaction.data,
    value: transaction.value.toString(),
    gas: transaction.gas?.toString() ?? null,
  }
}
