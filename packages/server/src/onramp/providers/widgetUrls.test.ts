import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { coinbaseOnrampUrl } from './coinbaseOnrampUrl.ts'
import { OnrampWidgetNotSupportedError } from './errors.ts'
import { moonPayUrl } from './moonpayUrl.ts'
import { transakUrl } from './transakUrl.ts'

const buyer = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('moonPayUrl', () => {
  const base = { apiKey: 'pk_test_123', secretKey: 'sk_test_456', currencyCode: 'ETH', walletAddress: buyer, fiatCurrency: 'eur', fiatAmount: '100' }

  it('prefills the buy widget and signs the query string with the secret key, signature last', () => {
    const url = new URL(moonPayUrl({ ...base, paymentMethod: 'card', redirectUrl: 'https://app.example.com/done' }))
    expect(url.origin).toBe('https://buy.moonpay.com')
    expect([...url.searchParams.keys()]).toEqual(['apiKey', 'currencyCode', 'walletAddress', 'baseCurrencyCode', 'baseCurrencyAmount', 'paymentMethod', 'redirectURL', 'signature'])
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      apiKey: 'pk_test_123',
      currencyCode: 'eth',
      walletAddress: buyer,
      baseCurrencyCode: 'eur',
      baseCurrencyAmount: '100',
      paymentMethod: 'credit_debit_card',
      redirectURL: 'https://app.example.com/done',
    })
    const signed = url.search.slice(0, url.search.indexOf('&signature='))
    expect(url.searchParams.get('signature')).toBe(createHmac('sha256', 'sk_test_456').update(signed).digest('base64'))
  })

  it('uses the sandbox host and the bank transfer of the currency', () => {
    const url = new URL(moonPayUrl({ ...base, environment: 'sandbox', paymentMethod: 'bank' }))
    expect(url.origin).toBe('https://buy-sandbox.moonpay.com')
    expect(url.searchParams.get('paymentMethod')).toBe('sepa_bank_transfer')
  })

  it('refuses a bank transfer in a currency without one', () => {
    expect(() => moonPayUrl({ ...base, fiatCurrency: 'JPY', paymentMethod: 'bank' })).toThrow(OnrampWidgetNotSupportedError)
  })

  it('signs a different URL differently (an edited amount fails MoonPay’s check)', () => {
    const one = new URL(moonPayUrl(base)).searchParams.get('signature')
    const other = new URL(moonPayUrl({ ...base, fiatAmount: '1000' })).searchParams.get('signature')
    expect(one).not.toBe(other)
  })
})

describe('coinbaseOnrampUrl', () => {
  it('builds a one-click buy on the network and asset with the session token', () => {
    const url = new URL(coinbaseOnrampUrl({ sessionToken: 'tok', network: 'eip155:8453', asset: 'usdc', fiatCurrency: 'usd', fiatAmount: '25', paymentMethod: 'card', redirectUrl: 'https://app.example.com/' }))
    expect(`${url.origin}${url.pathname}`).toBe('https://pay.coinbase.com/buy/select-asset')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sessionToken: 'tok',
      defaultNetwork: 'base',
      defaultAsset: 'USDC',
      fiatCurrency: 'USD',
      presetFiatAmount: '25',
      defaultExperience: 'buy',
      defaultPaymentMethod: 'CARD',
      redirectUrl: 'https://app.example.com/',
    })
  })

  it('refuses a network Coinbase Onramp does not deliver to', () => {
    expect(() => coinbaseOnrampUrl({ sessionToken: 'tok', network: 'eip155:31337', asset: 'ETH', fiatCurrency: 'USD', fiatAmount: '25' })).toThrow(
      'Coinbase Onramp does not offer network eip155:31337',
    )
  })
})

describe('transakUrl', () => {
  it('opens the session on the production or staging host', () => {
    expect(transakUrl({ apiKey: 'key', sessionId: 's1' })).toBe('https://global.transak.com/?apiKey=key&sessionId=s1')
    expect(transakUrl({ apiKey: 'key', sessionId: 's1', environment: 'staging' })).toBe('https://global-stg.transak.com/?apiKey=key&sessionId=s1')
  })
})
