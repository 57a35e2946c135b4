import type { AlertState } from '@portico/core'
import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import { createPortal } from 'react-dom'
import { usePorticoContext } from '../context'
import { useStore } from '../hooks/useStore'
import { LazyModal, loadedModal, loadModal } from './loadModal'

const selectOpen = (state: { open: boolean }) => state.open
const selectHasAlerts = (state: AlertState) => state.alerts.length > 0
// Alerts are rare: their code is in the modal's chunk and loads with the first one.
const Toaster = lazy(() => loadModal().then((m) => ({ default: m.Toaster })))


/**
 * Mounts the modal when it opens (its chunk preloaded when the browser is idle, with the connected
 * views once there is a connection and the login chunks once the config has them; the wallet actions
 * wait for the button's hover or focus, or the modal), and the alerts when there are some.
 */
export function ModalHost() {
  const { portico, attachToBody } = usePorticoContext()
  const open = useStore(portico.stores.modal, selectOpen)
  const hasAlerts = useStore(portico.stores.alerts, selectHasAlerts)

  // The connected views follow from the modal's chunk (once there is a connection), and the e-mail and
  // social chunks (once the project's config has them on), so the page's first load does not list them.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200))
    const cancel = window.cancelIdleCallback ?? window.clearTimeout
    let stop = () => {}
    const handle = idle(
      () =>
        void loadModal().then((m) => {
          const stops = [m.preloadConnectedViews(portico), m.preloadLoginViews(portico)]
          stop = () => stops.forEach((each) => each())
        }),
    )
    return () => {
      cancel(handle)
      stop()
    }
  }, [portico])

  const portal = (node: ReactNode) => (attachToBody && typeof document !== 'undefined' ? createPortal(node, document.body) : node)
  const toaster = hasAlerts
    ? portal(
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>,
      )
    : null
  if (!open) return toaster
  const Loaded = loadedModal()
  const modal = Loaded ? (
    <Loaded />
  ) : (
    <Suspense fallback={null}>
      <LazyModal />
    </Suspense>
  )
  return (
    <>
      {portal(modal)}
      {toaster}
    </>
  )
}
