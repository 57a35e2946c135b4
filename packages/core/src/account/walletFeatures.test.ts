import { describe, expect, it } from 'vitest'
import { walletFeatures } from './walletFeatures'

describe('walletFeatures', () => {
  it('keeps the default order onramp, swaps, receive, send, with only what exists', () => {
    const all = ['onramp', 'swaps', 'receive', 'send'] as const
    expect(walletFeatures({ features: { onramp: true, swaps: true }, chainNamespace: 'eip155', implemented: all })).toEqual(all)
    expect(walletFeatures({ features: { onramp: false, swaps: true }, chainNamespace: 'eip155', implemented: all })).toEqual(['swaps', 'receive', 'send'])
    // Swaps and onramp have no views yet: they show only once they exist.
    expect(walletFeatures({ features: { onramp: true, swaps: true }, chainNamespace: 'eip155' })).toEqual(['receive', 'send'])
  })

  it('offers send only on EVM and Solana', () => {
    expect(walletFeatures({ features: { onramp: false, swaps: false }, chainNamespace: 'solana' })).toEqual(['receive', 'send'])
    expect(walletFeatures({ features: { onramp: false, swaps: false }, chainNamespace: 'bip122' })).toEqual(['receive'])
  })
})
