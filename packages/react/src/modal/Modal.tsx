import { useEffect, useId, useRef } from 'react'
import { usePorticoContext } from '../context'
import { useStore } from '../hooks/useStore'
import { useLocaleProps } from '../i18n/useLocaleProps'
import { useThemeProps } from '../theme/useTheme'
import { afterPaint } from './afterPaint'
import { useFocusTrap } from './useFocusTrap'
import { useModalLayer } from './useModalLayer'
import { ViewFrame } from './ViewFrame'

// The alerts share the modal's chunk, and ModalHost loads the connected and the login views through it (see ModalHost).
export { Toaster } from '../alerts/Toaster'
export { preloadConnectedViews } from './preloadConnectedViews'
export { preloadLoginViews } from './preloadLoginViews'

const selectShake = (s: { shake: boolean }) => s.shake

/**
 * The modal: a labelled dialog (its name is the view's title) with back and close, Escape to
 * close, focus kept inside and given back on close, the rest of the page inert and not scrolling
 * behind it. This module is its own lazy chunk.
 */
export function Modal() {
  const { portico } = usePorticoContext()
  const shake = useStore(portico.stores.modal, selectShake)
  const theme = useThemeProps()
  const localeProps = useLocaleProps()
  const titleId = useId()
  const overlay = useRef<HTMLDivElement>(null)
  const dialog = useRef<HTMLDivElement>(null)
  // The trap notes what had focus before the page goes inert, and gives it back after.
  useFocusTrap(dialog)
  useModalLayer(overlay)

  // The wallet actions load while the visitor looks at the list (the button starts them on hover
  // and focus too), so picking a wallet does not wait on them; once the list is painted, so the
  // click that opens the modal does not wait on them either.
  useEffect(() => afterPaint(() => void portico.preload().catch(() => undefined)), [portico])

  return (
    <div
      ref={overlay}
      {...theme}
      {...localeProps}
      data-portico-layer="modal"
      className={`${theme.className} portico-overlay`}
      // A press on the backdrop closes; not the second press of a double click, which began on the
      // page's own button (a double-clicked Connect or Pay opens the modal under the second press).
      onMouseDown={(e) => e.target === e.currentTarget && e.detail < 2 && portico.close()}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`portico-dialog${shake ? ' portico-dialog--shake' : ''}`}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation()
            portico.close()
          }
        }}
      >
        <ViewFrame titleId={titleId} container={dialog} closable />
      </div>
    </div>
  )
}
