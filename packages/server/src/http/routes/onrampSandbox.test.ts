import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { createProject } from '../../projects/projects.ts'
import { json, useTestApp } from '../../testing/app.ts'
import { useTestDevnet } from '../../testing/devnet.ts'

// A fresh address nobody else in the suite uses.
const buyer = '0x1111111111111111111111111111111111111111'
const order = { provider: 'Devnet sandbox', country: 'DE', fiatCurrency: 'USD', fiatAmount: '100', paymentMethod: 'card', network: 'eip155:31337', token: 'native', symbol: 'ETH', address: buyer }

describe('the devnet sandbox on-ramp (sqlite)', () => {
  const devnet = useTestDevnet()
  const { app, database } = useTestApp('sqlite', { publicUrl: 'http://127.0.0.1:8787', now: Date.now })
  const server = () => app({ chains: [devnet.chain()], devnetSandboxOnramp: true })
  const balance = () => createPublicClient({ transport: http(devnet.chain().rpcUrl) }).getBalance({ address: buyer })

  /** Opens a checkout as the kit would; its page path and the form's token. */
  async function openCheckout(instance = server(), body: Record<string, string> = order) {
    await createProject(database.get().db, { name: 'P', id: 'p', features: { onramp: true } }).catch(() => undefined)
    const response = await instance.request('/v1/onramp/checkout?projectId=p', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    expect(response.status).toBe(200)
    const { url } = await json<{ url: string }>(response)
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:8787\/v1\/onramp\/sandbox\/checkout\/[0-9a-f]{32}$/)
    const path = new URL(url).pathname
    const page = await instance.request(path, { headers: { origin: 'https://evil.example' } })
    const html = await page.text()
    return { path, page, html, csrfToken: /name="csrfToken" value="([0-9a-f]+)"/.exec(html)![1]! }
  }
  const pay = (instance: ReturnType<typeof server>, path: string, fields: Record<string, string>) =>
    instance.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() })

  it('offers the devnet ETH and quotes with its 1.5 % fee, named as a sandbox', async () => {
    await createProject(database.get().db, { name: 'P', id: 'p', features: { onramp: true } })
    const options = await json(await server().request('/v1/onramp/options?country=DE&projectId=p'))
    expect(options.providers).toEqual([expect.objectContaining({ provider: 'Devnet sandbox', cryptoCurrencies: [{ symbol: 'ETH', network: 'eip155:31337', address: 'native' }] })])
    const quotes = await json(await server().request(`/v1/onramp/quotes?${new URLSearchParams({ ...order, projectId: 'p' })}`))
    // 100 USD less 1.50 of fee at 3000 USD per ETH.
    expect(quotes.quotes).toEqual([expect.objectContaining({ provider: 'Devnet sandbox', fee: { amount: '1.50', percent: 1.5 }, cryptoAmount: '32833333000000000' })])
  })

  it('serves the checkout page same-origin only, without script, never framed', async () => {
    const { page, html } = await openCheckout()
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
    expect(page.headers.get('access-control-allow-origin')).toBeNull()
    expect(html).toContain('Test payments only')
    expect(html).toContain('100.00 USD')
    expect(html).not.toContain('<script')
  })

  it('credits the buyer on the devnet with the quote’s amount for the test card, once', async () => {
    const instance = server()
    const { path, csrfToken } = await openCheckout(instance)
    const before = await balance()
    const paid = await pay(instance, path, { csrfToken, card: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' })
    expect(paid.status).toBe(200)
    expect(await paid.text()).toContain('Payment complete')
    expect((await balance()) - before).toBe(32_833_333_000_000_000n)
    const replay = await pay(instance, path, { csrfToken, card: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' })
    expect(replay.status).toBe(404)
    expect((await json(replay)).error.code).toBe('not_found')
    expect((await balance()) - before).toBe(32_833_333_000_000_000n)
  })

  it.each([
    ['another card', { card: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' }, 'Card declined: this sandbox only accepts the test card 4242 4242 4242 4242'],
    ['an expired card', { card: '4242424242424242', expiry: '01/20', cvc: '123' }, 'Card declined: the card has expired'],
    ['a CVC of letters', { card: '4242424242424242', expiry: '12/40', cvc: 'abc' }, 'Card declined: the CVC must be 3 or 4 digits'],
  ])('declines %s with why, crediting nothing, the checkout still open', async (_, card, message) => {
    const instance = server()
    const { path, csrfToken } = await openCheckout(instance)
    const before = await balance()
    const declined = await pay(instance, path, { csrfToken, ...card })
    expect(declined.status).toBe(200)
    expect(await declined.text()).toContain(message)
    expect(await balance()).toBe(before)
    expect((await instance.request(path)).status).toBe(200)
  })

  it('refuses a form without the page’s token (a forged cross-site post)', async () => {
    const instance = server()
    const { path } = await openCheckout(instance)
    const forged = await pay(instance, path, { csrfToken: '0'.repeat(32), card: '4242424242424242', expiry: '12/40', cvc: '123' })
    expect(forged.status).toBe(400)
    expect((await json(forged)).error.code).toBe('bad_request')
  })

  it('refuses a checkout outside the card limits', async () => {
    await createProject(database.get().db, { name: 'P', id: 'p', features: { onramp: true } })
    const response = await server().request('/v1/onramp/checkout?projectId=p', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...order, fiatAmount: '9000' }) })
    expect(response.status).toBe(400)
    expect((await json(response)).error.code).toBe('onramp_amount_out_of_range')
  })

  it('answers 404 for an unknown checkout', async () => {
    expect((await server().request(`/v1/onramp/sandbox/checkout/${'0'.repeat(32)}`)).status).toBe(404)
  })
})
