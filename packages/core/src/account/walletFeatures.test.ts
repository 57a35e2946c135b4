import { describe, expect, it } from 'vitest'
import type { ChainNamespace } from '../caip/types'
import { accountFeatureWorksOn, featureOfView, walletFeatures } from './walletFeatures'

const on = { onramp: true, swaps: true }

describe('walletFeatures', () => {
  it('keeps the default order onramp, swaps, receive, send, with what the project has on', () => {
    expect(walletFeatures({ features: on, chainNamespace: 'eip155' })).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(walletFeatures({ features: { onramp: false, swaps: true }, chainNamespace: 'eip155' })).toEqual(['swaps', 'receive', 'send'])
    expect(walletFeatures({ features: { onramp: false, swaps: false }, chainNamespace: 'eip155' })).toEqual(['receive', 'send'])
  })

  it('leaves out what the kit does not offer here (the on-ramp in a restricted time zone)', () => {
    expect(walletFeatures({ features: on, chainNamespace: 'eip155', implemented: ['swaps', 'receive', 'send'] })).toEqual(['swaps', 'receive', 'send'])
  })

  it('offers swaps and the on-ramp on EVM only, send on EVM and Solana, receive everywhere', () => {
    expect(walletFeatures({ features: on, chainNamespace: 'solana' })).toEqual(['receive', 'send'])
    for (const chainNamespace of ['bip122', 'polkadot', 'cosmos'] as const) {
      expect(walletFeatures({ features: on, chainNamespace })).toEqual(['receive'])
    }
  })
})

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

describe('featureOfView', () => {
  it('ties each feature view, previews and results included, to its feature', () => {
    expect(featureOfView('Swap')).toBe('swaps')
    expect(featureOfView('SwapPreview')).toBe('swaps')
    expect(featureOfView('OnRampCheckout')).toBe('onramp')
    expect(featureOfView('WalletSendPreview')).toBe('send')
    expect(featureOfView('Transactions')).toBe('activity')
    expect(featureOfView('RegisterAccountNameSuccess')).toBe('names')
  })

  it('leaves the views every account has alone', () => {
    expect(featureOfView('Account')).toBeUndefined()
    expect(featureOfView('WalletReceive')).toBeUndefined()
    expect(featureOfView('Pay')).toBeUndefined()
  })
})
