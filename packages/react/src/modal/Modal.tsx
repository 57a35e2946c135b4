import type { RouterState } from '@portico/core'
import { Suspense, useEffect, useId, useRef } from 'react'
import { usePorticoContext } from '../context'
import { useStore } from '../hooks/useStore'
import { useLocaleProps } from '../i18n/useLocaleProps'
import { useThemeProps } from '../theme/useTheme'
import { FocusViewOnShow } from './FocusViewOnShow'
import { useFocusTrap } from './useFocusTrap'
import { useModalLayer } from './useModalLayer'
import { views } from './viewTable'

// The alerts share the modal's chunk (see ModalHost).
export { Toaster } from '../alerts/Toaster'

const selectHistory = (s: RouterState) => s.history
const selectShake = (s: { shake: boolean }) => s.shake

/**
 * The modal: a labelled dialog (its name is the view's title) with back and close, Escape to
 * close, focus kept inside and given back on close, the rest of the page inert and not scrolling
 * behind it. This module is its own lazy chunk.
 */
export function Modal() {
  const { portico, t } = usePorticoContext()
  const history = useStore(portico.stores.router, selectHistory)
  const shake = useStore(portico.stores.modal, selectShake)
  const theme = useThemeProps()
  const localeProps = useLocaleProps()
  const route = history[history.length - 1] ?? { view: 'Connect' as const }
  const view = views[route.view]
  const title = view.title(route.data, { portico, t })
  const titleId = useId()
  const overlay = useRef<HTMLDivElement>(null)
  const dialog = useRef<HTMLDivElement>(null)
  const body = useRef<HTMLDivElement>(null)
  // The trap notes what had focus before the page goes inert, and gives it back after.
  useFocusTrap(dialog)
  useModalLayer(overlay)

  // The wallet actions load while the visitor looks at the list (the button starts them on hover
  // too), so picking a wallet does not wait on them.
  useEffect(() => void portico.preload().catch(() => undefined), [portico])

  // A new view takes focus (see FocusViewOnShow); while a lazy view's chunk loads, the previous
  // view is hidden, so focus waits on the dialog rather than on a hidden or removed node.
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (!dialog.current?.contains(document.activeElement) || !document.activeElement?.getClientRects().length) dialog.current?.focus()
  }, [history.length, route.view])

  return (
    <div
      ref={overlay}
      {...theme}
      {...localeProps}
      data-portico-layer="modal"
      className={`${theme.className} portico-overlay`}
      onMouseDown={(e) => e.target === e.currentTarget && portico.close()}
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
        <header className="portico-header">
          {history.length > 1 ? (
            <button type="button" className="portico-icon-button portico-icon-button--back" aria-label={t('modal.back')} onClick={() => portico.stores.router.back()}>
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          ) : (
            <span className="portico-icon-spacer" />
          )}
          <h2 id={titleId} className="portico-title">
            {title}
          </h2>
          <button type="button" className="portico-icon-button" aria-label={t('modal.close')} onClick={() => portico.close()}>
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
              <path d="m2 2 10 10M12 2 2 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div ref={body} className="portico-body">
          {/* Feature views are lazy: nothing shows until their chunk is in. */}
          <Suspense fallback={null}>
            {view.render(route.data)}
            <FocusViewOnShow
              key={`${history.length}:${route.view}`}
              body={body}
              dialog={dialog}
              skip={first.current}
            />
          </Suspense>
        </div>
      </div>
    </div>
  )
}
