import type { Alert, AlertState } from '@portico/core'
import { useEffect } from 'react'
import { usePorticoContext } from '../context'
import { useStore } from '../hooks/useStore'
import { useLocaleProps } from '../i18n/useLocaleProps'
import { alertTitle } from '../i18n/visitorText'
import { useThemeProps } from '../theme/useTheme'

/** Info and success toasts leave by themselves after this long; errors and warnings stay until dismissed. */
export const TOAST_DURATION_MS = 6000

const selectAlerts = (s: AlertState) => s.alerts

/**
 * The kit's alerts and toasts, at the top of the page. Errors are announced assertively
 * (`role="alert"`), the rest politely (`role="status"`).
 */
export function Toaster() {
  const { portico, t } = usePorticoContext()
  const alerts = useStore(portico.stores.alerts, selectAlerts)
  const theme = useThemeProps()
  const localeProps = useLocaleProps()
  if (!alerts.length) return null
  return (
    <div {...theme} {...localeProps} data-portico-layer="toast" className={`${theme.className} portico-toaster`}>
      {alerts.map((alert) => (
        <Toast key={alert.id} alert={alert} title={alertTitle(t, alert)} dismissLabel={t('alert.dismiss')} onDismiss={() => portico.stores.alerts.dismiss(alert.id)} />
      ))}
    </div>
  )
}

function Toast({ alert, title, dismissLabel, onDismiss }: { alert: Alert; title: string; dismissLabel: string; onDismiss(): void }) {
  const urgent = alert.variant === 'error' || alert.variant === 'warning'
  useEffect(() => {
    if (urgent) return
    const handle = setTimeout(onDismiss, TOAST_DURATION_MS)
    return () => clearTimeout(handle)
  }, [urgent, onDismiss])
  return (
    <div className={`portico-toast portico-toast--${alert.variant}`} role={urgent ? 'alert' : 'status'} data-code={alert.code}>
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
