import type { CallsStatus } from '@portico/core'
import type { GetCallsStatusErrorType } from '@portico/core/actions'
import { useEffect, useState } from 'react'
import { usePorticoContext } from '../context'
import { pollCallsStatus } from './pollCallsStatus'

export type UseCallsStatusParameters = {
  /** The batch's id (`useSendCalls`' `data.id`); nothing is read while it is undefined. */
  id: string | undefined
  /** Milliseconds between reads while the batch is pending. Default 1000. */
  pollInterval?: number | undefined
}

/**
 * The status of the batch `id` (EIP-5792 `wallet_getCallsStatus`), read again every `pollInterval`
 * ms until it settles: `data.status` is `pending`, `success` or `failure`, with the receipts. Nothing
 * is read while `id` is undefined. Takes wagmi's shape (`{ id }`).
 *
 * @example
 * const { data: batch } = useSendCalls()
 * const { data: status } = useCallsStatus({ id: batch?.id })
 */
export function useCallsStatus(parameters: UseCallsStatusParameters): UseCallsStatusReturnType
/** @deprecated Pass `{ id, pollInterval }` (wagmi's shape); the id as the first argument goes in the next minor. */
export function useCallsStatus(id: string | undefined, options?: Omit<UseCallsStatusParameters, 'id'>): UseCallsStatusReturnType
export function useCallsStatus(first: UseCallsStatusParameters | string | undefined, options: Omit<UseCallsStatusParameters, 'id'> = {}): UseCallsStatusReturnType {
  const { id, pollInterval = 1_000 } = typeof first === 'object' ? first : { ...options, id: first }
  const { portico } = usePorticoContext()
  const [state, setState] = useState<{ id?: string | undefined; data?: CallsStatus | undefined; error?: GetCallsStatusErrorType | undefined }>({})
  useEffect(() => {
    if (!id) return
    const controller = new AbortController()
    setState({ id })
    void pollCallsStatus({
      read: () => portico.getCallsStatus({ id }),
      interval: pollInterval,
      signal: controller.signal,
      onStatus: (data) => setState({ id, data }),
      onError: (error) => setState({ id, error: error as GetCallsStatusErrorType }),
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

export type UseCallsStatusReturnType = { data: CallsStatus | undefined; error: GetCallsStatusErrorType | undefined; isPending: boolean }
