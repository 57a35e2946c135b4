import { describe, expect, it } from 'vitest'
import { defineDevnetChain } from './defineDevnetChain.ts'

describe('defineDevnetChain', () => {
  it('describes the chain for viem', () => {
    const chain = defineDevnetChain({ chainId: 31337, name: 'Portico Devnet', rpcUrl: 'http://127.0.0.1:8545' })
    expect(chain).toMatchObject({
      id: 31337,
      name: 'Portico Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      testnet: true,
    })
  })
})
