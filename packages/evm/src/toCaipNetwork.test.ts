import { describe, expect, test } from 'vitest'
import { mainnet } from 'viem/chains'
import { toCaipNetwork } from './toCaipNetwork'

describe('toCaipNetwork', () => {
  test('a viem chain becomes an eip155 network, with no image of its own', () => {
    const network = toCaipNetwork(mainnet)
    expect(network).toMatchObject({ id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum' })
    expect('imageUrl' in network).toBe(false)
  })

  test("a chain's imageUrl is the network's", () => {
    const chain = { ...mainnet, imageUrl: 'https://app.example/ethereum.svg' }
    expect(toCaipNetwork(chain).imageUrl).toBe('https://app.example/ethereum.svg')
  })
})
