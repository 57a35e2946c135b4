import type { SwapQuote } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoContext } from '../../../context'

/** How long typing must pause before a quote is asked for. */
export const SWAP_QUOTE_DEBOUNCE_MS = 300

export type SwapQuoteRequest = { from: string; to: string; amount: bigint; slippage: number }
export type SwapQuoteState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; quote: SwapQuote } | { status: 'error'; error: unknown }

/** A quote for the request once typing has paused; an answer for an older request is dropped. */
export function useSwapQuote(request: SwapQuoteRequest | undefined): SwapQuoteState {
  const { portico } = usePorticoContext()
  const key = request ? `${request.from}>${request.to}:${request.amount}@${request.slippage}` : ''
  const [answer, setAnswer] = useState<{ key: string; state: SwapQuoteState }>()

  useEffect(() => {
    if (!request) return
    let live = true
    const timer = setTimeout(() => {
      portico.fetchSwapQuote(request).then(
        (quote) => live && setAnswer({ key, state: { status: 'ready', quote } }),
        (error: unknown) => live && setAnswer({ key, state: { status: 'error', error } }),
      )
    }, SWAP_QUOTE_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
    // `key` stands for the request: a new object with the same values asks nothing again.
  }, [portico, key])

  if (!request) return { status: 'idle' }
  return answer?.key === key ? answer.state : { status: 'loading' }
}
