import { describe, expect, test } from 'vitest'
import type { PorticoInitialState } from '../connection/parseInitialState'
import { createPortico } from '../kit/createPortico'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { storageKeys } from '../storage/storageKeys'
import { reconnectedAddress, testAdapter } from '../testing/testAdapter'
import { SESSION_NOT_RESTORED_ALERT } from './restore'

// The modal opened while a reload restores last visit's session (issue 36 item 2). Core knows no
// connector kind: the same holds for an injected wallet, WalletConnect and the embedded wallet.
const lastVisit = (connectorId: string): PorticoInitialState => ({
  activeNamespace: 'eip155',
  connections: { eip155: { connectorId, accounts: [reconnectedAddress], caipNetworkId: 'eip155:1' } },
})

/** A kit whose wallet answers the reconnect only when the test says so (with `restored`, or an error). */
function restoring(connectorId: string, restored: readonly string[] | Error) {
  const storage = createMemoryStorage()
  storage.setItem(storageKeys.connections, JSON.stringify(lastVisit(connectorId)))
  const adapter = testAdapter(restored instanceof Error ? [] : restored)
  let answer!: () => void
  const answered = new Promise<void>((resolve) => (answer = resolve))
  const reconnect = adapter.reconnect.bind(adapter)
  adapter.reconnect = async () => {
    await answered
    if (restored instanceof Error) throw restored
    return reconnect()
  }
  const portico = createPortico({ adapters: [adapter], storage })
  portico.on('error', () => undefined)
  const view = () => portico.context.router.current().view
  const alerts = () => portico.context.alerts.getState().alerts.map((alert) => alert.code)
  return { portico, view, alerts, answer }
}

describe('opening the modal while the session is restored', () => {
  test.each(['io.metamask', 'walletConnect', 'embedded'])('%s: Restoring, then Account once the restore lands; never Connect', async (connectorId) => {
    const { portico, view, alerts, answer } = restoring(connectorId, [connectorId])
    expect(portico.getAccount().status).toBe('connecting')
    portico.open()
    expect(view()).toBe('Restoring')
    answer()
    await portico.ready
    expect(portico.getAccount().status).toBe('connected')
    expect(view()).toBe('Account')
    expect(portico.context.router.getState().history.map((route) => route.view)).toEqual(['Account'])
    expect(alerts()).toEqual([])
    portico.destroy()
  })

  test('a restore that finds no session lands on Connect with an alert saying why', async () => {
    const { portico, view, alerts, answer } = restoring('io.metamask', [])
    portico.open()
    expect(view()).toBe('Restoring')
    answer()
    await portico.ready
    expect(portico.getAccount().status).toBe('disconnected')
    expect(view()).toBe('Connect')
    expect(alerts()).toEqual([SESSION_NOT_RESTORED_ALERT])
    portico.destroy()
  })

  test('a restore that throws lands on Connect with the same alert', async () => {
    const { portico, view, alerts, answer } = restoring('walletConnect', new Error('relay down'))
    portico.open()
    answer()
    await portico.ready
    expect(view()).toBe('Connect')
    expect(alerts()).toEqual([SESSION_NOT_RESTORED_ALERT])
    portico.destroy()
  })

  test('a view the host names is honoured, and the restore leaves it alone', async () => {
    const { portico, view, answer } = restoring('io.metamask', ['io.metamask'])
    portico.open({ view: 'Networks' })
    expect(view()).toBe('Networks')
    answer()
    await portico.ready
    expect(view()).toBe('Networks')
    portico.destroy()
  })

  test('without last visit\'s session the modal opens on Connect, and nothing moves it', async () => {
    const portico = createPortico({ adapters: [testAdapter()], storage: createMemoryStorage() })
    portico.open()
    expect(portico.context.router.current().view).toBe('Connect')
    await portico.ready
    expect(portico.context.router.current().view).toBe('Connect')
    expect(portico.context.alerts.getState().alerts).toEqual([])
    portico.destroy()
  })
})
