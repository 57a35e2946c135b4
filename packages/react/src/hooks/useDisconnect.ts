import { usePorticoContext } from '../context'
import { useAction } from './useAction'

/** Disconnects every wallet (or one namespace's). */
export function useDisconnect() {
  const { portico } = usePorticoContext()
  const { run, ...state } = useAction(portico.disconnect)
  return { ...state, disconnect: run }
}
