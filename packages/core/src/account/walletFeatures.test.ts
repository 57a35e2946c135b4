import { describe, expect, it } from 'vitest'
import type { ChainNamespace } from '../caip/types'
import { featureOfView, walletFeatures } from './walletFeatures'

/** Where each feature works, as the adapters declare it (spec §9): send on EVM and Solana, swaps and the on-ramp on EVM. */
const worksOn = (chainNamespace: ChainNamespace) => (feature: string) =>
  feature === 'receive' || (feature === 'send' && chainNamespace === 'solana') || chainNamespace === 'eip155'

const on = { onramp: true, swaps: true }

describe('walletFeatures', () => {
  it('keeps the default order onramp, swaps, receive, send, with what the project has on', () => {
    expect(walletFeatures({ features: on, worksOn: worksOn('eip155') })).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(walletFeatures({ features: { onramp: false, swaps: true }, worksOn: worksOn('eip155') })).toEqual(['swaps', 'receive', 'send'])
    expect(walletFeatures({ features: { onramp: false, swaps: false }, worksOn: worksOn('eip155') })).toEqual(['receive', 'send'])
  })

  it('leaves out what the kit does not offer here (the on-ramp in a restricted time zone)', () => {
    expect(walletFeatures({ features: on, worksOn: worksOn('eip155'), implemented: ['swaps', 'receive', 'send'] })).toEqual(['swaps', 'receive', 'send'])
  })

  it('offers swaps and the on-ramp on EVM only, send on EVM and Solana, receive everywhere', () => {
    expect(walletFeatures({ features: on, worksOn: worksOn('solana') })).toEqual(['receive', 'send'])
    for (const chainNamespace of ['bip122', 'polkadot', 'cosmos'] as const) {
      expect(walletFeatures({ features: on, worksOn: worksOn(chainNamespace) })).toEqual(['receive'])
    }
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
