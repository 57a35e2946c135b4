import { usePorticoContext } from '../context'
import { useAction } from './useAction'

/**
 * Sends a transaction from the connected wallet; `data` is the hash. The balance refreshes when
 * it is mined.
 *
 * @example
 * const { sendTransaction } = useSendTransaction()
 * await sendTransaction({ to, value: 10n ** 16n })
 */
export function useSendTransaction() {
  const { portico } = usePorticoContext()
  const { run, ...state } = useAction(portico.sendTransaction)
  return { ...state, sendTransaction: run }
}
