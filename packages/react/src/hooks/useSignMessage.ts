import { usePorticoContext } from '../context'
import { useAction } from './useAction'

/**
 * Signs a text message with the connected wallet (personal_sign on EVM).
 *
 * @example
 * const { signMessage, data: signature } = useSignMessage()
 * await signMessage({ message: 'hello' })
 */
export function useSignMessage() {
  const { portico } = usePorticoContext()
  const { run, ...state } = useAction(portico.signMessage)
  return { ...state, signMessage: run }
}
