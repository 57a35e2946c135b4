import type { FetchOnrampQuotesParameters, OnrampQuote } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoContext } from '../../../context'

/** How long typing must pause before quotes are asked for. */
export const ONRAMP_QUOTE_DEBOUNCE_MS = 300

export type OnrampQuotesState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; quotes: OnrampQuote[] }
  | { status: 'error'; error: unknown }

/** A quote per provider once typing has paused; an answer for an older request is dropped. */
export function useOnrampQuotes(request: FetchOnrampQuotesParameters | undefined): OnrampQuotesState {
  const { portico } = usePorticoContext()
  const key = request ? JSON.stringify(request) : ''
  const [answer, setAnswer] = useState<{ key: string; state: OnrampQuotesState }>()

  useEffect(() => {
    if (!request) return
    let live = true
    const timer = setTimeout(() => {
      portico.fetchOnrampQuotes(request).then(
        (quotes) => live && setAnswer({ key, state: { status: 'ready', quotes } }),
        (error: unknown) => live && setAnswer({ key, state: { status: 'error', error } }),
      )
    }, ONRAMP_QUOTE_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
    // `key` stands for the request: a new object with the same values asks nothing again.
  }, [portico, key])

  if (!request) return { status: 'idle' }
  return answer?.key === key ? answer.state : { status: 'loading' }
}
