import { useEffect, useState } from 'react'

export type DebouncedAnswer<value> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; value: value }
  | { status: 'error'; error: unknown }

/**
 * The answer to a request once typing has paused for `delayMs`; an answer to an older request is
 * dropped. `key` stands for the request (`undefined`: nothing to ask): a new `ask` with the same key
 * asks nothing again.
 */
export function useDebouncedAnswer<value>(key: string | undefined, ask: () => Promise<value>, delayMs: number): DebouncedAnswer<value> {
  const [answer, setAnswer] = useState<{ key: string; state: DebouncedAnswer<value> }>()

  useEffect(() => {
    if (key === undefined) return
    let live = true
    const timer = setTimeout(() => {
      ask().then(
        (value) => live && setAnswer({ key, state: { status: 'ready', value } }),
        (error: unknown) => live && setAnswer({ key, state: { status: 'error', error } }),
      )
    }, delayMs)
    return () => {
      live = false
      clearTimeout(timer)
    }
    // `ask` is the one of the render whose key changed; later ones ask the same.
  }, [key, delayMs])

  if (key === undefined) return { status: 'idle' }
  return answer?.key === key ? answer.state : { status: 'loading' }
}
