import { describe, expect, it } from 'vitest'
import { PayUnsupportedAssetError } from './errors'
import { parsePaymentAsset } from './parsePaymentAsset'
import { paymentKey } from './paymentKey'

describe('parsePaymentAsset', () => {
  it('reads native currencies and ERC-20s', () => {
    expect(parsePaymentAsset('eip155:1/slip44:60')).toEqual({ id: 'eip155:1/slip44:60', caipNetworkId: 'eip155:1', chainNamespace: 'eip155', token: undefined })
    expect(parsePaymentAsset('eip155:8453/erc20:833589fCD6eDb6E08f4c7C32D4f71b54bdA02913')).toMatchObject({
      caipNetworkId: 'eip155:8453',
      token: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
    })
  })

  it('refuses what the kit cannot pay with', () => {
    for (const id of ['eip155:1', 'eip155:1/erc721:0x06012c8cf97BEaD5deAe237070F9587f8E7A266d/771769', 'eip155:1/erc20:0x12', 'foo:1/slip44:60', 'solana:x/spl:abc', 'eip155:1/slip44:sixty', 42]) {
      expect(() => parsePaymentAsset(id as string)).toThrow(PayUnsupportedAssetError)
    }
    expect(() => parsePaymentAsset('eip155:1/erc20:0x12')).toThrow('Unsupported asset')
  })
})

describe('paymentKey', () => {
  const asset = parsePaymentAsset('eip155:1/slip44:60')
  const other = parsePaymentAsset('eip155:8453/slip44:60')
  it('is the same for the same payment written differently', () => {
    expect(paymentKey({ recipient: 'Alice ', assets: [asset, other], amount: '05.50' })).toBe(paymentKey({ recipient: 'alice', assets: [other, asset], amount: '5.5' }))
  })
  it('differs by recipient, asset and amount', () => {
    const key = paymentKey({ recipient: 'alice', assets: [asset], amount: '5' })
    expect(paymentKey({ recipient: 'bob', assets: [asset], amount: '5' })).not.toBe(key)
    expect(paymentKey({ recipient: 'alice', assets: [other], amount: '5' })).not.toBe(key)
    expect(paymentKey({ recipient: 'alice', assets: [asset], amount: '50' })).not.toBe(key)
  })
})
