import type { FetchOnrampQuotesParameters, OnrampQuote } from '@portico/core'
import { usePorticoContext } from '../../../context'
import { useDebouncedAnswer } from '../useDebouncedAnswer'

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
  const answer = useDebouncedAnswer(request && JSON.stringify(request), () => portico.fetchOnrampQuotes(request!), ONRAMP_QUOTE_DEBOUNCE_MS)
  return answer.status === 'ready' ? { status: 'ready', quotes: answer.value } : answer
}
