import { describe, expect, test } from 'vitest'
import { createPortico } from '../kit/createPortico'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { storageKeys } from '../storage/storageKeys'
import { reconnectedAddress, testAdapter } from '../testing/testAdapter'

/** A kit reloaded with last visit's `connectorId` stored, whose wallet answers the reconnect only when the test says so. */
function reloaded(connectorId: string, restored: readonly string[]) {
  const storage = createMemoryStorage()
  const stored = { activeNamespace: 'eip155', connections: { eip155: { connectorId, accounts: [reconnectedAddress], caipNetworkId: 'eip155:1' } } }
  storage.setItem(storageKeys.connections, JSON.stringify(stored))
  const adapter = testAdapter(restored)
  let answer!: () => void
  const answered = new Promise<void>((resolve) => (answer = resolve))
  const reconnect = adapter.reconnect.bind(adapter)
  adapter.reconnect = async () => {
    await answered
    return reconnect()
  }
  const ended: string[] = []
  adapter.disconnect = async ({ connectorId }) => void ended.push(connectorId)
  const portico = createPortico({ adapters: [adapter], storage })
  const events: string[] = []
  portico.on('connect', () => events.push('connect'))
  portico.on('disconnect', () => events.push('disconnect'))
  return { portico, storage, answer, ended, events }
}

describe('disconnect while start-up restores the session', () => {
  test('the page is disconnected at once, and stays so when the wallet answers: the restored connection is ended at the adapter', async () => {
    const { portico, storage, answer, ended, events } = reloaded('io.metamask', ['io.metamask'])
    expect(portico.getAccount()).toMatchObject({ status: 'connecting', address: reconnectedAddress })
    await portico.disconnect()
    expect(portico.getAccount()).toMatchObject({ status: 'disconnected', address: undefined })
    expect(events).toEqual(['disconnect'])
    answer()
    await portico.ready
    expect(portico.getAccount()).toMatchObject({ status: 'disconnected', address: undefined })
    expect(ended).toEqual(['io.metamask'])
    expect(events).toEqual(['disconnect'])
    expect(storage.getItem(storageKeys.connections)).toBeNull()
    expect(portico.context.alerts.getState().alerts).toEqual([])
    portico.destroy()
  })

  test('one wallet disconnected during a multi-wallet restore: the other is restored', async () => {
    const { portico, answer, ended } = reloaded('io.metamask', ['io.metamask', 'dev.portico.testwallet'])
    await portico.disconnect({ connectorId: 'dev.portico.testwallet' })
    expect(portico.getAccount().status).toBe('connecting')
    answer()
    await portico.ready
    expect(portico.getAccount()).toMatchObject({ status: 'connected', connectorId: 'io.metamask' })
    expect(Object.keys(portico.context.connection.get('eip155').connections)).toEqual(['io.metamask'])
    expect(ended).toEqual(['dev.portico.testwallet'])
    portico.destroy()
  })

  test('a disconnect after the restore landed is the usual one (nothing left to cancel)', async () => {
    const { portico, answer, ended } = reloaded('io.metamask', ['io.metamask'])
    answer()
    await portico.ready
    expect(portico.getAccount().status).toBe('connected')
    await portico.disconnect()
    expect(portico.getAccount().status).toBe('disconnected')
    expect(ended).toEqual(['io.metamask'])
    expect(portico.context.connection.get('eip155').restoreCancelled).toBeUndefined()
    portico.destroy()
  })
})
