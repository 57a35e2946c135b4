import * as viemChains from 'viem/chains'
import { describe, expect, test } from 'vitest'
import * as plainChains from './plainChains'

// Each plain chain is viem's, minus the formatters and serializers: this fails when viem changes one.
describe.each(Object.entries(plainChains))('%s', (name, chain) => {
  const viemChain = viemChains[name as keyof typeof plainChains]

  test("has viem's id, name, currency, RPC, explorer, block time and multicall3", () => {
    expect(chain).toMatchObject({
      id: viemChain.id,
      name: viemChain.name,
      nativeCurrency: viemChain.nativeCurrency,
      rpcUrls: viemChain.rpcUrls,
      blockExplorers: { default: { name: viemChain.blockExplorers.default.name, url: viemChain.blockExplorers.default.url } },
      blockTime: viemChain.blockTime,
      contracts: { multicall3: viemChain.contracts.multicall3 },
    })
    expect('sourceId' in chain ? chain.sourceId : undefined).toBe(viemChain.sourceId)
    expect('testnet' in chain ? chain.testnet : false).toBe(viemChain.testnet ?? false)
  })

  test("and none of viem's chain-specific transaction code", () => {
    expect(viemChain.formatters ?? viemChain.serializers).toBeDefined()
    expect('formatters' in chain || 'serializers' in chain).toBe(false)
  })
})
