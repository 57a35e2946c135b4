import { describe, expect, it } from 'vitest'
import { createAlertStore } from './createAlertStore'

describe('createAlertStore', () => {
  it('shows, dismisses, and shows a keyed alert only once', () => {
    const alerts = createAlertStore()
    const first = alerts.showOnce('x', { variant: 'error', title: 'Invalid App Configuration' })
    expect(alerts.showOnce('x', { variant: 'error', title: 'Invalid App Configuration' })).toBeUndefined()
    const second = alerts.show({ variant: 'info', title: 'Hello' })
    expect(alerts.getState().alerts.map((a) => a.title)).toEqual(['Invalid App Configuration', 'Hello'])
    alerts.dismiss(first!)
    expect(alerts.getState().alerts.map((a) => a.id)).toEqual([second])
    expect(alerts.showOnce('x', { variant: 'error', title: 'again' })).toBeUndefined()
  })

  it('keeps two kits apart', () => {
    const a = createAlertStore()
    const b = createAlertStore()
    a.showOnce('k', { variant: 'info', title: 'a' })
    expect(b.showOnce('k', { variant: 'info', title: 'b' })).toBeDefined()
  })
})
