import { describe, expect, test } from 'vitest'
import type { CaipNetwork } from './types'
import { isUnsupportedNetwork } from './unsupportedNetwork'
import { createNetworkStore } from './createNetworkStore'

const network = (id: number, name: string): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
})

describe('createNetworkStore', () => {
  test('a wallet on an unconfigured chain makes the active network the unsupported placeholder', () => {
    const mainnet = network(1, 'Ethereum')
    const store = createNetworkStore({ networks: [mainnet, network(10, 'OP')], defaultNetwork: mainnet })
    expect(store.active()).toBe(mainnet)
    store.setActiveChain('eip155', 10)
    expect(store.active()?.name).toBe('OP')
    store.setActiveChain('eip155', 1337)
    const active = store.active()
    expect(isUnsupportedNetwork(active)).toBe(true)
    expect(active).toMatchObject({ caipNetworkId: 'eip155:1337', name: 'Unsupported network' })
    store.setActiveChain('eip155', '1')
    expect(store.active()).toBe(mainnet)
    expect(store.networksOf('solana')).toEqual([])
  })

  test("keeps the server's logos of the configured networks only, and only text", () => {
    const mainnet = network(1, 'Ethereum')
    const store = createNetworkStore({ networks: [mainnet, network(31337, 'Devnet'), network(10, 'OP')], defaultNetwork: mainnet })
    expect(store.getState().images).toEqual({})
    store.setImages({ 'eip155:1': 'https://s.example/eip155-1.svg', 'eip155:8453': 'https://s.example/eip155-8453.svg', 'eip155:10': 42 as unknown as string })
    expect(store.getState().images).toEqual({ 'eip155:1': 'https://s.example/eip155-1.svg' })
  })
})
