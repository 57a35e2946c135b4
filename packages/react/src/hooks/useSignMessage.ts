import type { SignMessageErrorType } from '@portico/core/actions'
import { usePorticoContext } from '../context'
import { useAction } from './useAction'

/**
 * Signs a text message with the connected wallet (personal_sign on EVM).
 *
 * @example
 * const { signMessage, signMessageAsync, data: signature, error } = useSignMessage()
 * <button onClick={() => signMessage({ message: 'hello' })}>Sign</button> // a decline lands in `error`
 * const signed = await signMessageAsync({ message: 'hello' }) // or await it (it rejects on a decline)
 */
export function useSignMessage() {
  const { portico } = usePorticoContext()
  const { mutate, mutateAsync, ...state } = useAction(portico.signMessage)
  // `error` is typed by what the action throws, as wagmi types a mutation's error.
  return { ...state, error: state.error as SignMessageErrorType | undefined, signMessage: mutate, signMessageAsync: mutateAsync }
}
