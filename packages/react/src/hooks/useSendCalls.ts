import type { SendCallsErrorType } from '@portico/core/actions'
import { usePorticoContext } from '../context'
import { useAction } from './useAction'

/**
 * Sends a batch of calls from the connected account (EIP-5792); `data` is `{ id, mode }`: `mode:
 * 'sequential'` when the wallet has no EIP-5792 and got one transaction per call. Follow the batch
 * with `useCallsStatus({ id: data?.id })`.
 *
 * @example
 * const { sendCalls, sendCallsAsync, data } = useSendCalls()
 * sendCalls({ calls: [{ to: token, data: approveData }, { to: router, data: swapData }] })
 */
export function useSendCalls() {
  const { portico } = usePorticoContext()
  const { mutate, mutateAsync, ...state } = useAction(portico.sendCalls)
  // `error` is typed by what the action throws, as wagmi types a mutation's error.
  return { ...state, error: state.error as SendCallsErrorType | undefined, sendCalls: mutate, sendCallsAsync: mutateAsync }
}
