import { createStore } from 'zustand/vanilla'

type AlertVariant = 'error' | 'warning' | 'info' | 'success'

export type Alert = {
  id: number
  variant: AlertVariant
  title: string
  message?: string | undefined
  /** A stable code (e.g. `unverified_domain`), for apps and tests. */
  code?: string | undefined
}

export type AlertState = { alerts: readonly Alert[] }

/**
 * Alerts and toasts of one kit. `showOnce` shows an alert only the first time its key is seen
 * (e.g. the analytics 403 alert, or a known wallet error), for the kit's lifetime.
 */
export function createAlertStore() {
  const store = createStore<AlertState>(() => ({ alerts: [] }))
  const seen = new Set<string>()
  let nextId = 1

  const show = (alert: Omit<Alert, 'id'>): number => {
    const id = nextId++
    store.setState((state) => ({ alerts: [...state.alerts, { ...alert, id }] }))
    return id
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    show,
    showOnce(key: string, alert: Omit<Alert, 'id'>): number | undefined {
      if (seen.has(key)) return undefined
      seen.add(key)
      return show(alert)
    },
    dismiss(id: number) {
      store.setState((state) => ({ alerts: state.alerts.filter((alert) => alert.id !== id) }))
    },
  }
}

export type AlertStore = ReturnType<typeof createAlertStore>
