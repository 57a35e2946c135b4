import { useCallback, useEffect, useRef, useState } from 'react'

export type RunState = { status: 'pending' | 'success' | 'error'; error: Error | undefined }

/**
 * Runs `task` once when the view mounts (StrictMode's double mount included) and again on
 * `retry()`; reports pending / success / error. A settled run of an unmounted view is ignored.
 */
export function useRunOnce(task: () => Promise<unknown>, onSuccess: () => void) {
  const [state, setState] = useState<RunState>({ status: 'pending', error: undefined })
  const started = useRef(false)
  const mounted = useRef(true)
  const run = useCallback(() => {
    setState({ status: 'pending', error: undefined })
    task().then(
      () => {
        if (!mounted.current) return
        setState({ status: 'success', error: undefined })
        onSuccess()
      },
      (error: Error) => mounted.current && setState({ status: 'error', error }),
    )
  }, [task, onSuccess])
  useEffect(() => {
    mounted.current = true
    if (!started.current) {
      started.current = true
      run()
    }
    return () => {
      mounted.current = false
    }
  }, [run])
  return { ...state, retry: run }
}
