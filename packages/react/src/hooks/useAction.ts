import { useCallback, useRef, useState } from 'react'

export type ActionState<T> = {
  status: 'idle' | 'pending' | 'success' | 'error'
  data: T | undefined
  error: Error | undefined
}

/**
 * Wraps an async kit action with status, data and error, in wagmi's mutation shape (without a query
 * library): `mutate` starts the action and returns nothing (a failure, a declined request say, lands
 * in `error` and never as an unhandled rejection); `mutateAsync` returns the action's promise, which
 * rejects with the same error. Only the latest call updates the state.
 */
export function useAction<P, T>(action: (parameters: P) => Promise<T>) {
  const [state, setState] = useState<ActionState<T>>({ status: 'idle', data: undefined, error: undefined })
  const latest = useRef(0)
  const mutateAsync = useCallback(
    async (parameters: P): Promise<T> => {
      const call = ++latest.current
      setState({ status: 'pending', data: undefined, error: undefined })
      try {
        const data = await action(parameters)
        if (call === latest.current) setState({ status: 'success', data, error: undefined })
        return data
      } catch (error) {
        if (call === latest.current) setState({ status: 'error', data: undefined, error: error as Error })
        throw error
      }
    },
    [action],
  )
  const mutate = useCallback((parameters: P): void => void mutateAsync(parameters).catch(() => undefined), [mutateAsync])
  const reset = useCallback(() => setState({ status: 'idle', data: undefined, error: undefined }), [])
  return { ...state, isPending: state.status === 'pending', mutate, mutateAsync, reset }
}
