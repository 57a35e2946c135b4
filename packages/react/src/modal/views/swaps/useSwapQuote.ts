import type { SwapQuote } from '@portico/core'
import { usePorticoContext } from '../../../context'
import { useDebouncedAnswer } from '../useDebouncedAnswer'

/** How long typing must pause before a quote is asked for. */
export const SWAP_QUOTE_DEBOUNCE_MS = 300

export type SwapQuoteRequest = { from: string; to: string; amount: bigint; slippage: number }
export type SwapQuoteState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; quote: SwapQuote } | { status: 'error'; error: unknown }

/** A quote for the request once typing has paused; an answer for an older request is dropped. */
export function useSwapQuote(request: SwapQuoteRequest | undefined): SwapQuoteState {
  const { portico } = usePorticoContext()
  const key = request && `${request.from}>${request.to}:${request.amount}@${request.slippage}`
  const answer = useDebouncedAnswer(key, () => portico.fetchSwapQuote(request!), SWAP_QUOTE_DEBOUNCE_MS)
  return answer.status === 'ready' ? { status: 'ready', quote: answer.value } : answer
}
