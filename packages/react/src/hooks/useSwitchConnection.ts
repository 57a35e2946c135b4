import type { SwitchConnectionErrorType } from '@portico/core/actions'
import { usePorticoContext } from '../context'
import { useAction } from './useAction'

/**
 * Multi-wallet: makes another live connection the active one (its account and network). When the
 * project's multiWallet feature is off it shows the kit's info alert and resolves with undefined.
 *
 * @example
 * const { switchConnection, switchConnectionAsync, isPending } = useSwitchConnection()
 * switchConnection({ connectorId: 'io.metamask' })
 */
export function useSwitchConnection() {
  const { portico } = usePorticoContext()
  const { mutate, mutateAsync, ...state } = useAction(portico.switchConnection)
  // `error` is typed by what the action throws, as wagmi types a mutation's error.
  return { ...state, error: state.error as SwitchConnectionErrorType | undefined, switchConnection: mutate, switchConnectionAsync: mutateAsync }
}
