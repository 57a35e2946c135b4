import { describe, expect, it } from 'vitest'
import type { Adapter } from '../adapter/types'
import type { ChainNamespace } from '../caip/types'
import { testEvmRules, testSolanaRules } from '../testing/testChainRules'
import { accountFeatureWorksOn } from './accountFeatures'

describe('accountFeatureWorksOn', () => {
  it('follows what each adapter declares (spec §9 and the EVM-only services: activity, names)', () => {
    const namespaces: ChainNamespace[] = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']
    const rules = { eip155: testEvmRules, solana: testSolanaRules }
    const ctx = { adapters: new Map(namespaces.map((ns) => [ns, { namespace: ns, chain: rules[ns as keyof typeof rules] ?? { capabilities: [] } } as Adapter])) }
    const where = (feature: Parameters<typeof accountFeatureWorksOn>[1]) => namespaces.filter((namespace) => accountFeatureWorksOn(ctx, feature, namespace))
    expect(where('send')).toEqual(['eip155', 'solana'])
    expect(where('activity')).toEqual(['eip155'])
    expect(where('names')).toEqual(['eip155'])
    expect(where('swaps')).toEqual(['eip155'])
    expect(where('onramp')).toEqual(['eip155'])
    expect(where('receive')).toEqual(namespaces)
  })

  it('offers nothing but receiving on a namespace with no adapter', () => {
    expect(accountFeatureWorksOn({ adapters: new Map() }, 'send', 'eip155')).toBe(false)
    expect(accountFeatureWorksOn({ adapters: new Map() }, 'receive', 'eip155')).toBe(true)
  })
})
