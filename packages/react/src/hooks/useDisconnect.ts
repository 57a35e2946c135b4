import type { DisconnectErrorType } from '@portico/core/actions'
import { usePorticoContext } from '../context'
import { useAction } from './useAction'

/**
 * Disconnects every wallet, one namespace's (`{ chainNamespace }`), or one wallet's
 * (`{ connectorId }`, multi-wallet: another connected wallet becomes active).
 *
 * @example
 * const { disconnect, disconnectAsync } = useDisconnect()
 * disconnect({ connectorId: 'io.metamask' }) // a failure lands in `error`
 * await disconnectAsync() // or await it (it rejects on failure)
 */
export function useDisconnect() {
  const { portico } = usePorticoContext()
  const { mutate, mutateAsync, ...state } = useAction(portico.disconnect)
  // `error` is typed by what the action throws, as wagmi types a mutation's error.
  return { ...state, error: state.error as DisconnectErrorType | undefined, disconnect: mutate, disconnectAsync: mutateAsync }
}
