import { describe, expect, it } from 'vitest'
import type { ChainNamespace } from '../caip/types'
import { accountFeatureWorksOn } from './accountFeatures'

describe('accountFeatureWorksOn', () => {
  it('follows spec §9 and the EVM-only services (activity, names)', () => {
    const namespaces: ChainNamespace[] = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']
    const where = (feature: Parameters<typeof accountFeatureWorksOn>[0]) => namespaces.filter((namespace) => accountFeatureWorksOn(feature, namespace))
    expect(where('send')).toEqual(['eip155', 'solana'])
    expect(where('activity')).toEqual(['eip155'])
    expect(where('names')).toEqual(['eip155'])
    expect(where('swaps')).toEqual(['eip155'])
    expect(where('onramp')).toEqual(['eip155'])
    expect(where('receive')).toEqual(namespaces)
  })
})
