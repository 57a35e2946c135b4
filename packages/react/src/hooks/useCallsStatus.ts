import type { CallsStatus } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoContext } from '../context'
import { pollCallsStatus } from './pollCallsStatus'

export type UseCallsStatusParameters = {
  /** Milliseconds between reads while the batch is pending. Default 1000. */
  pollInterval?: number | undefined
}

/**
 * The status of the batch `id` (EIP-5792 `wallet_getCallsStatus`), read again every `pollInterval`
 * ms until it settles: `data.status` is `pending`, `success` or `failure`, with the receipts. Nothing
 * is read while `id` is undefined.
 *
 * @example
 * const { data: batch } = useSendCalls()
 * const { data: status } = useCallsStatus(batch?.id)
 */
export function useCallsStatus(id: string | undefined, { pollInterval = 1_000 }: UseCallsStatusParameters = {}) {
  const { portico } = usePorticoContext()
  const [state, setState] = useState<{ id?: string | undefined; data?: CallsStatus | undefined; error?: Error | undefined }>({})
  useEffect(() => {
    if (!id) return
    const controller = new AbortController()
    setState({ id })
    void pollCallsStatus({
      read: () => portico.getCallsStatus({ id }),
      interval: pollInterval,
      signal: controller.signal,
      onStatus: (data) => setState({ id, data }),
      onError: (error) => setState({ id, error }),
    })
    return () => controller.abort()
  }, [portico, id, pollInterval])
  const current = id !== undefined && state.id === id ? state : {}
  return {
    data: current.data,
    error: current.error,
    isPending: id !== undefined && !current.error && (current.data === undefined || current.data.status === 'pending'),
  }
}
