import { createPortico } from '@portico/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderOnlyAdapter } from '../testing/testKit'
import { loadConnectedViews } from './loadConnectedViews'
import { preloadConnectedViews } from './preloadConnectedViews'

vi.mock('./loadConnectedViews', () => ({ loadConnectedViews: vi.fn(() => Promise.resolve({})) }))

const connection = { connectorId: 'injected', accounts: ['0x0000000000000000000000000000000000000001'], caipNetworkId: 'eip155:1' } as const
const kit = () => createPortico({ adapters: [renderOnlyAdapter] })

describe('preloadConnectedViews', () => {
  afterEach(() => vi.mocked(loadConnectedViews).mockClear())

  it('leaves the connected views alone while nobody is connected, and loads them once with the first connection', () => {
    const portico = kit()
    const stop = preloadConnectedViews(portico)
    portico.context.connection.setStatus('eip155', 'connecting')
    expect(loadConnectedViews).not.toHaveBeenCalled()
    portico.context.connection.setStatus('eip155', 'connected')
    portico.context.connection.setStatus('eip155', 'disconnected')
    portico.context.connection.setStatus('eip155', 'connected')
    expect(loadConnectedViews).toHaveBeenCalledTimes(1)
    stop()
  })

  it('loads them at once when last visit’s connection is being restored', () => {
    const portico = kit()
    portico.context.connection.showStored('eip155', connection)
    preloadConnectedViews(portico)
    expect(loadConnectedViews).toHaveBeenCalledTimes(1)
  })

  it('loads nothing after its stop', () => {
    const portico = kit()
    preloadConnectedViews(portico)()
    portico.context.connection.setStatus('eip155', 'connected')
    expect(loadConnectedViews).not.toHaveBeenCalled()
  })
})
