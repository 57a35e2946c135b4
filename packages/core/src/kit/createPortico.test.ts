import { describe, expect, test, vi } from 'vitest'
import type { Adapter } from '../adapter/types'
import type { CaipNetwork } from '../network/types'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { createPortico } from './createPortico'

// Counts the loads of the kit's lazy module (kit/lazy.ts): the module itself is the real one.
const lazyModule = vi.hoisted(() => ({ loads: 0 }))
vi.mock('./lazy', async (importOriginal) => {
  lazyModule.loads++
  return importOriginal()
})

const mainnet: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

function testAdapter(restored: string[] = []): Adapter {
  return {
    namespace: 'eip155',
    networks: [mainnet],
    setup: () => () => undefined,
    getConnectors: () => [{ id: 'io.metamask', name: 'MetaMask', type: 'injected', chainNamespace: 'eip155', installed: true }],
    connect: async ({ connectorId }) => ({ connectorId, accounts: ['0x0000000000000000000000000000000000000001'], chainId: 1 }),
    reconnect: async () => restored.map((connectorId) => ({ connectorId, accounts: ['0x00000000000000000000000000000000000000a1'], chainId: 1 })),
    forgetConnections: async () => undefined,
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH', formatted: '0' }),
    signMessage: async () => '0x',
    sendTransaction: async () => '0x',
    waitForTransaction: async () => ({ status: 'success' }),
  }
}

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
