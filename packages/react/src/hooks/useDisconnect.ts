import { usePorticoContext } from '../context'
import { useAction } from './useAction'

/**
 * Disconnects every wallet, one namespace's (`{ chainNamespace }`), or one wallet's
 * (`{ connectorId }`, multi-wallet: another connected wallet becomes active).
 *
 * @example
 * const { disconnect } = useDisconnect()
 * await disconnect({ connectorId: 'io.metamask' })
 */
export function useDisconnect() {
  const { portico } = usePorticoContext()
  const { run, ...state } = useAction(portico.disconnect)
  return { ...state, disconnect: run }
}
