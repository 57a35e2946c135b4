import type { SendTransactionErrorType } from '@portico/core/actions'
import { usePorticoContext } from '../context'
import { useAction } from './useAction'

/**
 * Sends a transaction from the connected wallet; `data` is the hash. The balance refreshes when
 * it is mined.
 *
 * @example
 * const { sendTransaction, sendTransactionAsync } = useSendTransaction()
 * sendTransaction({ to, value: 10n ** 16n }) // the hash lands in `data`, a failure in `error`
 * const hash = await sendTransactionAsync({ to, value: 10n ** 16n })
 */
export function useSendTransaction() {
  const { portico } = usePorticoContext()
  const { mutate, mutateAsync, ...state } = useAction(portico.sendTransaction)
  // `error` is typed by what the action throws, as wagmi types a mutation's error.
  return { ...state, error: state.error as SendTransactionErrorType | undefined, sendTransaction: mutate, sendTransactionAsync: mutateAsync }
}
