import { devnetTokenAddresses } from '@portico/devnet'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { sandboxExchangeAccount } from '../../pay/sandbox/createSandboxExchange.ts'
import { createProject } from '../../projects/projects.ts'
import { json, useTestApp } from '../../testing/app.ts'
import { useTestDevnet } from '../../testing/devnet.ts'

// A fresh address nobody else in the suite uses.
const shop = '0x00000000000000000000000000000000000c0ffe'
const pusd = `eip155:31337/erc20:${devnetTokenAddresses.PUSD}`
const order = { exchange: 'sandbox', asset: pusd, amount: '5', recipient: shop }
const form = { 'content-type': 'application/x-www-form-urlencoded' }

describe('Pay with an exchange: the routes and the Sandbox Exchange (sqlite)', () => {
  const devnet = useTestDevnet()
  const { app, database } = useTestApp('sqlite', { publicUrl: 'http://127.0.0.1:8787', now: Date.now })
  const server = (options = {}) => app({ chains: [devnet.chain()], sandboxExchange: true, ...options })
  const balance = (owner: `0x${string}`) =>
    createPublicClient({ transport: http(devnet.chain().rpcUrl) }).readContract({ address: devnetTokenAddresses.PUSD, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
  const project = (id = 'p', pay = true) => createProject(database.get().db, { name: id, id, allowedOrigins: ['https://shop.example'], features: { pay } }).catch(() => undefined)

  /** Starts a payment as the kit would; its page's path and the form's token. */
  async function start(instance = server(), body: Record<string, string> = order) {
    await project()
    const response = await instance.request('/v1/pay/exchange-payments?projectId=p', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://shop.example' }, body: JSON.stringify(body) })
    expect(response.status).toBe(200)
    const payment = await json<{ exchange: string; id: string; url: string }>(response)
    expect(payment.url).toMatch(/^http:\/\/127\.0\.0\.1:8787\/v1\/pay\/sandbox-exchange\/[0-9a-f]{32}$/)
    const path = new URL(payment.url).pathname
    const page = await instance.request(path)
    const html = await page.text()
    return { ...payment, path, page, html, csrfToken: /name="csrfToken" value="([0-9a-f]+)"/.exec(html)![1]! }
  }
  const post = (instance: ReturnType<typeof server>, path: string, fields: Record<string, string>) =>
    instance.request(path, { method: 'POST', headers: form, body: new URLSearchParams(fields).toString() })
  const status = async (instance: ReturnType<typeof server>, id: string, projectId = 'p') =>
    instance.request(`/v1/pay/exchange-payments/sandbox/${id}?projectId=${projectId}`)

  it('lists the Sandbox Exchange for the devnet assets only, named as a sandbox', async () => {
    await project()
    const list = (asset: string) => server().request(`/v1/pay/exchanges?projectId=p&asset=${encodeURIComponent(asset)}`)
    expect(await json(await list(pusd))).toEqual({ exchanges: [{ id: 'sandbox', name: 'Sandbox Exchange', imageUrl: null }] })
    expect(await json(await list('eip155:31337/slip44:60'))).toEqual({ exchanges: [{ id: 'sandbox', name: 'Sandbox Exchange', imageUrl: null }] })
    expect(await json(await list(`eip155:1/erc20:${devnetTokenAddresses.PUSD}`))).toEqual({ exchanges: [] })
    // Off by default: no exchange at all.
    expect(await json(await app({ chains: [devnet.chain()] }).request(`/v1/pay/exchanges?projectId=p&asset=${encodeURIComponent(pusd)}`))).toEqual({ exchanges: [] })
  })

  it('needs the project’s pay feature and an allowed origin', async () => {
    await project('off', false)
    const off = await server().request(`/v1/pay/exchanges?projectId=off&asset=${encodeURIComponent(pusd)}`)
    expect(off.status).toBe(403)
    expect((await json(off)).error.code).toBe('feature_disabled')
    await project()
    const foreign = await server().request('/v1/pay/exchange-payments?projectId=p', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body: JSON.stringify(order) })
    expect(foreign.status).toBe(403)
    expect((await json(foreign)).error.code).toBe('origin_not_allowed')
  })

  it('moves nothing when started: the visitor signs in, confirms, and the devnet pays once', async () => {
    const instance = server()
    const before = { shop: await balance(shop), exchange: await balance(sandboxExchangeAccount) }
    const payment = await start(instance)
    expect(payment.page.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
    expect(payment.page.headers.get('access-control-allow-origin')).toBeNull()
    expect(payment.html).toContain('Sign in to Sandbox Exchange')
    expect(payment.html).toContain('5 PUSD')
    expect(payment.html).not.toContain('<script')
    expect(await json(await status(instance, payment.id))).toEqual({ status: 'pending', txHash: null })
    // Confirming before signing in shows the sign-in again; a wrong password says why.
    expect(await (await post(instance, `${payment.path}/confirm`, { csrfToken: payment.csrfToken })).text()).toContain('Sign in first')
    expect(await (await post(instance, `${payment.path}/sign-in`, { csrfToken: payment.csrfToken, email: 'me@example.com', password: 'nope' })).text()).toContain('Wrong e-mail or password')
    const signedIn = await post(instance, `${payment.path}/sign-in`, { csrfToken: payment.csrfToken, email: 'me@example.com', password: 'sandbox' })
    expect(await signedIn.text()).toContain('Confirm payment')
    expect(await balance(shop)).toBe(before.shop)

    const confirmations = await Promise.all([server(), server(), instance].map((each) => post(each, `${payment.path}/confirm`, { csrfToken: payment.csrfToken })))
    const pages = await Promise.all(confirmations.map((response) => response.text()))
    expect(pages.filter((page) => page.includes('<p role="status">Paid'))).toHaveLength(1)
    expect(pages.filter((page) => page.includes('already confirmed'))).toHaveLength(2)
    const { txHash } = await json<{ status: string; txHash: `0x${string}` }>(await status(server(), payment.id))
    const receipt = await createPublicClient({ transport: http(devnet.chain().rpcUrl) }).waitForTransactionReceipt({ hash: txHash, pollingInterval: 20 })
    expect(receipt.status).toBe('success')
    expect(await json(await status(instance, payment.id))).toEqual({ status: 'confirmed', txHash })
    expect(await balance(shop)).toBe(before.shop + parseUnits('5', 6))
    expect(await balance(sandboxExchangeAccount)).toBe(before.exchange - parseUnits('5', 6))
    // Too late to cancel: the status says it was paid.
    const late = await server().request(`/v1/pay/exchange-payments/sandbox/${payment.id}/cancel?projectId=p`, { method: 'POST' })
    expect(await json(late)).toEqual({ status: 'confirmed', txHash })
    // Confirming again, or reopening the page, pays nothing more and says so.
    expect(await (await post(instance, `${payment.path}/confirm`, { csrfToken: payment.csrfToken })).text()).toContain('This payment was already confirmed: nothing more was paid.')
    expect(await (await instance.request(payment.path)).text()).toContain('Paid 5 PUSD')
    expect(await balance(shop)).toBe(before.shop + parseUnits('5', 6))
  })

  it('a cancelled payment (by the kit, or on the page) can no longer be confirmed', async () => {
    const instance = server()
    const before = await balance(shop)
    const byKit = await start(instance)
    await post(instance, `${byKit.path}/sign-in`, { csrfToken: byKit.csrfToken, email: 'me@example.com', password: 'sandbox' })
    const cancelled = await instance.request(`/v1/pay/exchange-payments/sandbox/${byKit.id}/cancel?projectId=p`, { method: 'POST' })
    expect(await json(cancelled)).toEqual({ status: 'cancelled', txHash: null })
    const confirm = await post(instance, `${byKit.path}/confirm`, { csrfToken: byKit.csrfToken })
    expect(await confirm.text()).toContain('This payment was cancelled')

    const onPage = await start(instance)
    expect(await (await post(instance, `${onPage.path}/cancel`, { csrfToken: onPage.csrfToken })).text()).toContain('This payment was cancelled')
    expect(await json(await status(instance, onPage.id))).toEqual({ status: 'cancelled', txHash: null })
    expect(await balance(shop)).toBe(before)
  })

  it('keeps a payment to the project that started it, and refuses forged forms', async () => {
    const payment = await start()
    await project('q')
    const other = await status(server(), payment.id, 'q')
    expect(other.status).toBe(404)
    expect((await json(other)).error.code).toBe('not_found')
    const forged = await post(server(), `${payment.path}/sign-in`, { csrfToken: '0'.repeat(32), email: 'me@example.com', password: 'sandbox' })
    expect(forged.status).toBe(400)
    expect((await json(forged)).error.code).toBe('bad_request')
    expect((await server().request(`/v1/pay/sandbox-exchange/${'0'.repeat(32)}`)).status).toBe(404)
    // Without the sandbox, its page does not exist.
    expect((await app({ chains: [devnet.chain()] }).request(payment.path)).status).toBe(404)
  })

  it.each([
    ['an unknown exchange', { ...order, exchange: 'nope' }, 404, 'not_found'],
    ['an asset it does not pay', { ...order, asset: `eip155:1/erc20:${devnetTokenAddresses.PUSD}` }, 404, 'not_found'],
    ['a recipient that is a name', { ...order, recipient: 'alice' }, 400, 'bad_request'],
    ['a zero amount', { ...order, amount: '0' }, 400, 'bad_request'],
    ['an amount with too many decimals for PUSD', { ...order, amount: '1.0000001' }, 400, 'bad_request'],
    ['a non-EVM asset', { ...order, asset: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/slip44:501' }, 400, 'bad_request'],
  ])('refuses %s with a typed error', async (_, body, code, name) => {
    await project()
    const response = await server().request('/v1/pay/exchange-payments?projectId=p', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    expect(response.status).toBe(code)
    expect((await json(response)).error.code).toBe(name)
  })

  it('refuses an amount above the configured cap with a typed error (issue 27), and pays up to it', async () => {
    await project()
    const ask = (instance: ReturnType<typeof server>, amount: string) =>
      instance.request('/v1/pay/exchange-payments?projectId=p', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...order, amount }) })
    const over = await ask(server(), '100.000001')
    expect(over.status).toBe(400)
    expect((await json(over)).error).toEqual({
      code: 'exchange_amount_too_large',
      message: 'The Sandbox Exchange pays at most 100 PUSD at a time',
      details: { amount: '100.000001', maxAmount: '100', symbol: 'PUSD' },
    })
    expect((await ask(server(), '100')).status).toBe(200)
    const capped = server({ sandboxExchangeMaxAmount: '2.5' })
    expect((await json(await ask(capped, '5'))).error.code).toBe('exchange_amount_too_large')
    expect((await ask(capped, '2.5')).status).toBe(200)
    expect(() => server({ sandboxExchangeMaxAmount: '0' })).toThrow(/positive decimal/)
  })

  it('answers a typed error when it cannot read the token (the devnet down), never a 500', async () => {
    await project()
    const down = app({ chains: [{ ...devnet.chain(), rpcUrl: 'http://127.0.0.1:1' }], sandboxExchange: true })
    const response = await down.request('/v1/pay/exchange-payments?projectId=p', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(order) })
    expect(response.status).toBe(400)
    expect((await json(response)).error.code).toBe('bad_request')
  })
})
