import type { Portico } from '@portico/core'
import { usePorticoContext } from '../context'
import { useStore } from './useStore'

const selectOpen = (state: { open: boolean }) => state.open

/**
 * Opens and closes the modal.
 *
 * @example
 * const { open } = usePortico()
 * <button onClick={() => open({ view: 'Networks' })}>Networks</button>
 */
export type UsePorticoReturnType = { open: Portico['open']; close: Portico['close']; isOpen: boolean; portico: Portico }

export function usePortico(): UsePorticoReturnType {
  const { portico } = usePorticoContext()
  const isOpen = useStore(portico.stores.modal, selectOpen)
  return { open: portico.open, close: portico.close, isOpen, portico }
}
