import type { Alert, AlertState } from '@portico/core'
import { type FocusEvent, useEffect, useLayoutEffect, useRef } from 'react'
import { usePorticoContext } from '../context'
import { useStore } from '../hooks/useStore'
import { MessagesScope } from '../i18n/MessagesScope'
import { modalEnglish } from '../i18n/modalEnglish'
import { useLocaleProps } from '../i18n/useLocaleProps'
import { alertTitle } from '../i18n/visitorText'
import { useThemeProps } from '../theme/useTheme'

/** Info and success toasts leave by themselves after this long; errors and warnings stay until dismissed. */
export const TOAST_DURATION_MS = 6000

const selectAlerts = (s: AlertState) => s.alerts

/**
 * The kit's alerts and toasts, at the top of the page. Errors are announced assertively
 * (`role="alert"`), the rest politely (`role="status"`). Their English texts come with the modal's chunk.
 */
export function Toaster() {
  return (
    <MessagesScope english={modalEnglish}>
      <Toasts />
    </MessagesScope>
  )
}

function Toasts() {
  const { portico, t } = usePorticoContext()
  const alerts = useStore(portico.stores.alerts, selectAlerts)
  const theme = useThemeProps()
  const localeProps = useLocaleProps()
  // Where keyboard focus came from when it entered the toasts (the open dialog, the page).
  const cameFrom = useRef<HTMLElement | null>(null)
  if (!alerts.length) return null
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) cameFrom.current = event.relatedTarget as HTMLElement | null
  }
  const returnFocus = () => {
    const dialog = document.querySelector<HTMLElement>('[data-portico-layer="modal"] [role="dialog"]')
    ;(cameFrom.current?.isConnected ? cameFrom.current : dialog)?.focus()
  }
  return (
    <div {...theme} {...localeProps} data-portico-layer="toast" className={`${theme.className} portico-toaster`} onFocus={onFocus}>
      {alerts.map((alert) => (
        <Toast
          key={alert.id}
          alert={alert}
          title={alertTitle(t, alert)}
          dismissLabel={t('alert.dismiss')}
          onDismiss={() => portico.stores.alerts.dismiss(alert.id)}
          returnFocus={returnFocus}
        />
      ))}
    </div>
  )
}

type ToastProps = { alert: Alert; title: string; dismissLabel: string; onDismiss(): void; returnFocus(): void }

function Toast({ alert, title, dismissLabel, onDismiss, returnFocus }: ToastProps) {
  const urgent = alert.variant === 'error' || alert.variant === 'warning'
  const node = useRef<HTMLDivElement>(null)
  const latestReturnFocus = useRef(returnFocus)
  latestReturnFocus.current = returnFocus
  useEffect(() => {
    if (urgent) return
    const handle = setTimeout(onDismiss, TOAST_DURATION_MS)
    return () => clearTimeout(handle)
  }, [urgent, onDismiss])
  // A toast that leaves while it holds keyboard focus (its Dismiss pressed) gives focus back to
  // where it came from, before its node goes: focus is never dropped on the page's body.
  useLayoutEffect(() => {
    const element = node.current
    return () => {
      if (element?.contains(document.activeElement)) latestReturnFocus.current()
    }
  }, [])
  return (
    <div ref={node} className={`portico-toast portico-toast--${alert.variant}`} role={urgent ? 'alert' : 'status'} data-code={alert.code}>
      <div className="portico-toast__text">
        <strong className="portico-toast__title">{title}</strong>
        {alert.message ? <span className="portico-toast__message">{alert.message}</span> : null}
      </div>
      <button type="button" className="portico-icon-button" aria-label={dismissLabel} onClick={onDismiss}>
        <svg width="12" height="12" viewBox="0 0 14 14" aria-hidden="true">
          <path d="m2 2 10 10M12 2 2 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  )
}
