import { describe, expect, test } from 'vitest'
import { networkImageUrl } from './networkImageUrl'
import type { CaipNetwork } from './types'
import { unsupportedNetwork } from './unsupportedNetwork'

const network = (id: number, imageUrl?: string): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
  ...(imageUrl ? { imageUrl } : {}),
})
const images = { 'eip155:1': 'https://portico.example/v1/network-images/eip155-1.svg' }

describe('networkImageUrl', () => {
  test("the server's logo for a network it has one for", () => {
    expect(networkImageUrl(network(1), images)).toBe(images['eip155:1'])
  })

  test("the app's own image wins over the server's", () => {
    expect(networkImageUrl(network(1, 'https://app.example/mainnet.png'), images)).toBe('https://app.example/mainnet.png')
    expect(networkImageUrl(network(31337, 'data:image/svg+xml,<svg/>'), images)).toBe('data:image/svg+xml,<svg/>')
  })

  test('none for a network the server has no logo for, an unsupported network, or no network', () => {
    expect(networkImageUrl(network(31337), images)).toBeUndefined()
    expect(networkImageUrl(unsupportedNetwork('eip155', 1), images)).toBeUndefined()
    expect(networkImageUrl(undefined, images)).toBeUndefined()
    expect(networkImageUrl(network(1), {})).toBeUndefined()
  })

  test('inherited object keys are not logos', () => {
    const toString = { ...network(1), caipNetworkId: 'toString' } as unknown as CaipNetwork
    expect(networkImageUrl(toString, images)).toBeUndefined()
  })
})
