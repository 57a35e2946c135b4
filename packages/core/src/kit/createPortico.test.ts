import { describe, expect, test, vi } from 'vitest'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { createPortico } from './createPortico'
import { testAdapter } from '../testing/testAdapter'

// Counts the loads of the kit's lazy module (kit/lazy.ts): the module itself is the real one.
const lazyModule = vi.hoisted(() => ({ loads: 0 }))
vi.mock('./lazy', async (importOriginal) => {
  lazyModule.loads++
  return importOriginal()
})

describe('the lazy module', () => {
  test('start-up, a reconnect and opening the modal do not load it; preload and the first action do', async () => {
    const portico = createPortico({ adapters: [testAdapter(['io.metamask'])], storage: createMemoryStorage() })
    await portico.ready
    expect(portico.getAccount()).toMatchObject({ status: 'connected', connectorId: 'io.metamask' })
    portico.open()
    await portico.fetchBalance()
    portico.close()
    expect(lazyModule.loads).toBe(0)

    await portico.preload()
    expect(lazyModule.loads).toBe(1)
    await portico.disconnect()
    expect(portico.getAccount().status).toBe('disconnected')
    await expect(portico.connect({ connectorId: 'io.metamask' })).resolves.toMatchObject({ chainId: 1 })
    expect(portico.getAccount().status).toBe('connected')
    expect(lazyModule.loads).toBe(1)
    portico.destroy()
  })
})

describe('analytics', () => {
  test('the modal opened before the background start has loaded is still recorded (MODAL_OPEN is queued)', () => {
    // An address nothing answers at: the background start fails quietly; what matters is what was recorded before it.
    const portico = createPortico({ adapters: [testAdapter([])], storage: createMemoryStorage(), serverUrl: 'http://127.0.0.1:9', projectId: 'p' })
    portico.open()
    const recorded: string[] = []
    portico.context.tracker.attach((entry) => recorded.push(entry.event))
    expect(recorded).toEqual(['MODAL_OPEN'])
    portico.destroy()
  })
})
