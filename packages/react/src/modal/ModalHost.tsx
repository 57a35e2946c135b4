import { Suspense, useEffect } from 'react'
import { createPortal } from 'react-dom'
import { usePorticoContext } from '../context'
import { useStore } from '../hooks/useStore'
import { LazyModal, loadedModal, loadModal } from './loadModal'

const selectOpen = (state: { open: boolean }) => state.open

/** Mounts the modal when it opens; preloads its chunk when the browser is idle. */
export function ModalHost() {
  const { portico, attachToBody } = usePorticoContext()
  const open = useStore(portico.stores.modal, selectOpen)

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200))
    const cancel = window.cancelIdleCallback ?? window.clearTimeout
    const handle = idle(() => {
      void loadModal()
      void portico.preload().catch(() => undefined)
    })
    return () => cancel(handle)
  }, [portico])

  if (!open) return null
  const Loaded = loadedModal()
  const modal = Loaded ? (
    <Loaded />
  ) : (
    <Suspense fallback={null}>
      <LazyModal />
    </Suspense>
  )
  return attachToBody && typeof document !== 'undefined' ? createPortal(modal, document.body) : modal
}
