import { describe, expect, it } from 'vitest'
import { createProject } from '../../projects/projects.ts'
import { json, useTestApp } from '../../testing/app.ts'
import { databaseKinds } from '../../testing/databases.ts'
import type { OnrampProvider } from '../../onramp/types.ts'
import { createStubOnrampProvider } from '../../testing/stubOnrampProvider.ts'

const buyer = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const quotesPath = (overrides: Record<string, string> = {}) =>
  `/v1/onramp/quotes?${new URLSearchParams({
    country: 'de',
    fiatCurrency: 'eur',
    fiatAmount: '100',
    paymentMethod: 'card',
    network: 'eip155:1',
    token: 'native',
    symbol: 'ETH',
    address: buyer,
    projectId: 'p',
    ...overrides,
  })}`

describe.each(databaseKinds)('on-ramp routes (%s)', (kind) => {
  const { app, database } = useTestApp(kind)
  const providers = [createStubOnrampProvider({ name: 'one', feePercent: 1 }), createStubOnrampProvider({ name: 'two', feePercent: 2, unavailableIn: ['US'] })]
  const server = (onrampProviders = providers) => app({ onrampProviders })
  const project = (onramp = true) => createProject(database.get().db, { name: 'P', id: 'p', features: { onramp } })

  it('lists each provider’s currencies, payment methods and tokens for a country, leaving out a provider that fails', async () => {
    await project()
    const germany = await json(await server().request('/v1/onramp/options?country=de&projectId=p'))
    expect(germany.country).toBe('DE')
    expect(germany.providers.map((entry: { provider: string }) => entry.provider)).toEqual(['one', 'two'])
    expect(germany.providers[0].fiatCurrencies).toContainEqual({ code: 'EUR', paymentMethods: ['card', 'bank'] })
    const us = await json(await server().request('/v1/onramp/options?country=US&subdivision=US-NY&projectId=p'))
    expect(us.providers.map((entry: { provider: string }) => entry.provider)).toEqual(['one'])
  })

  it('quotes per provider with their fees, the buyer’s address checksummed', async () => {
    await project()
    const response = await server().request(quotesPath())
    expect(response.status).toBe(200)
    const { quotes } = await json(response)
    expect(quotes.map((quote: { provider: string; fee: unknown }) => [quote.provider, quote.fee])).toEqual([
      ['one', { amount: '1.00', percent: 1 }],
      ['two', { amount: '2.00', percent: 2 }],
    ])
    expect(quotes[0]).toMatchObject({ fiatCurrency: 'EUR', fiatAmount: '100', usdAmount: 110, paymentMethod: 'card' })
  })

  it('leaves out quotes whose fee is outside 1 to 2 %', async () => {
    await project()
    const { quotes } = await json(await server([createStubOnrampProvider({ name: 'greedy', feePercent: 3.5 }), providers[0]!]).request(quotesPath()))
    expect(quotes.map((quote: { provider: string }) => quote.provider)).toEqual(['one'])
  })

  it.each([
    ['card', '5', 'Card purchases must be between 10 and 7,500 USD'],
    ['card', '7000', 'Card purchases must be between 10 and 7,500 USD'],
    ['bank', '30000', 'Bank account purchases must be between 10 and 25,000 USD'],
  ])('refuses a %s purchase of %s EUR outside the limits', async (paymentMethod, fiatAmount) => {
    await project()
    const response = await server().request(quotesPath({ paymentMethod, fiatAmount }))
    expect(response.status).toBe(400)
    expect((await json(response)).error.code).toBe('onramp_amount_out_of_range')
  })

  it('accepts a bank purchase above the card limit', async () => {
    await project()
    const response = await server().request(quotesPath({ paymentMethod: 'bank', fiatAmount: '10000' }))
    expect(response.status).toBe(200)
    expect((await json(response)).quotes).toHaveLength(2)
  })

  it.each([
    ['a country that is not a code', { country: 'Germany' }],
    ['an amount with 3 decimals', { fiatAmount: '10.001' }],
    ['another payment method', { paymentMethod: 'paypal' }],
    ['a non-EVM network', { network: 'solana:mainnet' }],
    ['an address that is not one', { address: '0x1234' }],
  ])('refuses %s (400 bad_request)', async (_, overrides) => {
    await project()
    const response = await server().request(quotesPath(overrides))
    expect(response.status).toBe(400)
    expect((await json(response)).error.code).toBe('bad_request')
  })

  it('opens the named provider’s checkout; a provider that cannot is a 400, an unknown one a 404', async () => {
    await project()
    const failing: OnrampProvider = { ...createStubOnrampProvider({ name: 'failing' }), checkoutUrl: () => Promise.reject(new Error('no widget for this')) }
    const open = (provider: string) =>
      server([...providers, failing]).request('/v1/onramp/checkout?projectId=p', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ provider, country: 'DE', fiatCurrency: 'EUR', fiatAmount: '100', paymentMethod: 'card', network: 'eip155:1', token: 'native', symbol: 'ETH', address: buyer }),
      })
    expect(await json(await open('one'))).toEqual({ url: 'https://stub.example/checkout?amount=100&address=0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
    const refused = await open('failing')
    expect(refused.status).toBe(400)
    expect((await json(refused)).error).toMatchObject({ code: 'bad_request', message: 'failing cannot open a checkout for this purchase' })
    expect((await open('nobody')).status).toBe(404)
  })

  it('answers empty lists with no provider configured', async () => {
    await project()
    expect(await json(await server([]).request('/v1/onramp/options?country=DE&projectId=p'))).toEqual({ country: 'DE', providers: [] })
    expect(await json(await server([]).request(quotesPath()))).toEqual({ quotes: [] })
  })

  it('refuses a project with the onramp feature off (403 feature_disabled)', async () => {
    await project(false)
    for (const path of ['/v1/onramp/options?country=DE&projectId=p', quotesPath()]) {
      const response = await server().request(path)
      expect(response.status).toBe(403)
      expect((await json(response)).error.code).toBe('feature_disabled')
    }
  })
})
