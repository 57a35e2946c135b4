import { createPublicClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProject } from './projects/projects.ts'
import { useTestDatabase } from './testing/databases.ts'
import { useTestDevnet } from './testing/devnet.ts'
import { type InstanceProcess, startInstanceProcess } from './testing/instanceProcess.ts'

const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const origin = 'http://127.0.0.1:5173'
const leaseMs = 2_000

/**
 * Two server processes on one Postgres, as behind a load balancer: everything one of them does is
 * seen by the other, limits count across both, and the indexer runs in exactly one at a time.
 */
describe('two server processes on one Postgres', () => {
  const devnet = useTestDevnet()
  const database = useTestDatabase('postgres', { migrate: false })
  let a: InstanceProcess
  let b: InstanceProcess

  beforeAll(async () => {
    const env = { DATABASE_URL: database.location().url!, PORTICO_TEST_RPC_URL: devnet.chain().rpcUrl, PORTICO_TEST_LEASE_MS: String(leaseMs) }
    ;[a, b] = await Promise.all([startInstanceProcess('a', env), startInstanceProcess('b', env)])
    await createProject(database.get().db, { name: 'P', id: 'p', allowedOrigins: [origin] })
  }, 120_000)
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
  })

  const post = (instance: InstanceProcess, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${instance.url}${path}?projectId=p`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })

  it('a nonce issued by one is verified by the other, and the session made there is valid on the first (cookie and bearer)', async () => {
    for (const transport of ['cookie', 'bearer'] as const) {
      const { nonce } = (await (await post(a, '/v1/siwx/nonce', { chainId: 'eip155:31337', address: alice.address })).json()) as { nonce: string }
      const message = createSiweMessage({
        address: alice.address,
        chainId: 31337,
        domain: '127.0.0.1:5173',
        uri: origin,
        version: '1',
        nonce,
        issuedAt: new Date(),
      })
      const verified = await post(b, '/v1/siwx/verify', { message, signature: await alice.signMessage({ message }), transport })
      expect(verified.status).toBe(200)
      const credential: Record<string, string> =
        transport === 'bearer'
          ? { authorization: `Bearer ${((await verified.json()) as { token: string }).token}` }
          : { cookie: verified.headers.get('set-cookie')!.split(';')[0]! }
      const me = await fetch(`${a.url}/v1/siwx/me?projectId=p`, { headers: { origin, ...credential } })
      expect(me.status).toBe(200)
      expect(((await me.json()) as { session: { address: string } }).session.address).toBe(alice.address)
      // The nonce is used up on both.
      const replay = await post(a, '/v1/siwx/verify', { message, signature: await alice.signMessage({ message }) })
      expect(((await replay.json()) as { error: { code: string } }).error.code).toBe('siwx_nonce_used')
      // Signing out on one ends it on the other.
      await post(a, '/v1/siwx/signout', {}, credential)
      expect((await fetch(`${b.url}/v1/siwx/me?projectId=p`, { headers: { origin, ...credential } })).status).toBe(401)
    }
  })

  it('a sandbox on-ramp checkout opened on one is served and paid on the other, once across both', async () => {
    await createProject(database.get().db, { name: 'Onramp', id: 'onramp', allowedOrigins: [origin], features: { onramp: true } })
    const buyer = '0x2222222222222222222222222222222222222222'
    const balance = () => createPublicClient({ transport: http(devnet.chain().rpcUrl) }).getBalance({ address: buyer })
    const order = { provider: 'Devnet sandbox', country: 'DE', fiatCurrency: 'USD', fiatAmount: '100', paymentMethod: 'card', network: 'eip155:31337', token: 'native', symbol: 'ETH', address: buyer }
    const opened = await fetch(`${a.url}/v1/onramp/checkout?projectId=onramp`, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify(order) })
    expect(opened.status).toBe(200)
    const path = new URL(((await opened.json()) as { url: string }).url).pathname
    const page = await fetch(`${b.url}${path}`)
    expect(page.status).toBe(200)
    const csrfToken = /name="csrfToken" value="([0-9a-f]+)"/.exec(await page.text())![1]!
    const before = await balance()
    // The same form submitted to both at once: exactly one of them takes the payment.
    const form = new URLSearchParams({ csrfToken, card: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }).toString()
    const paid = await Promise.all(
      [a, b].map((instance) => fetch(`${instance.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form })),
    )
    expect(paid.map((response) => response.status).sort()).toEqual([200, 404])
    expect((await balance()) - before).toBe(32_833_333_000_000_000n)
    // Spent on both.
    expect((await fetch(`${a.url}${path}`)).status).toBe(404)
    expect((await fetch(`${b.url}${path}`)).status).toBe(404)
  })

  it('rate limits count across both (60 origin calls per minute per project and client)', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 61; i++) statuses.push((await fetch(`${(i % 2 ? a : b).url}/v1/origins?projectId=p`)).status)
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true)
    expect(statuses[60]).toBe(429)
  })

  it('the indexer runs in exactly one of them; when it dies the other takes over within seconds, no block indexed twice or skipped', async () => {
    const [from, to, other] = devnet.accounts()
    const sent: string[] = []
    sent.push(await devnet.sendEth(from!, to!, '0.1'))
    await expect.poll(() => a.indexed.length + b.indexed.length, { timeout: 15_000, interval: 50 }).toBeGreaterThan(0)
    sent.push(await devnet.sendEth(from!, other!, '0.2'))
    const head = () => devnet.wallet(from!).getBlockNumber({ cacheTime: 0 }).then(Number)
    const indexedUpTo = () => Math.max(-1, ...[...a.indexed, ...b.indexed].map((range) => range.to))
    await expect.poll(indexedUpTo, { timeout: 15_000, interval: 50 }).toBe(await head())

    // One holder so far: every range came from the same instance.
    const holder = a.indexed.length ? a : b
    const standby = holder === a ? b : a
    expect(standby.indexed).toEqual([])

    // The holder dies (no clean shutdown: its lease has to expire); the chain moves on.
    await holder.kill()
    const killedAt = Date.now()
    sent.push(await devnet.sendEth(to!, from!, '0.05'), await devnet.sendEth(other!, to!, '0.01'))
    const target = await head()
    await expect.poll(indexedUpTo, { timeout: 20_000, interval: 50 }).toBe(target)
    const takeover = standby.indexed.find((range) => range.to >= target - 1)!
    const takeoverMs = takeover.at - killedAt
    console.log(`indexer takeover: instance ${standby.name} indexed blocks ${takeover.from}..${takeover.to} ${takeoverMs} ms after ${holder.name} was killed (lease ${leaseMs} ms)`)
    expect(takeoverMs).toBeLessThan(leaseMs + 3_000)

    // Every block from 0 to the head exactly once, across both instances, in order.
    const ranges = [...holder.indexed, ...standby.indexed].sort((x, y) => x.from - y.from)
    console.log(`indexed ranges: ${ranges.map((range) => `${range.instance}:${range.from}..${range.to}`).join(' ')}`)
    let next = 0
    for (const range of ranges) {
      expect(range.from).toBe(next)
      next = range.to + 1
    }
    expect(next).toBe(target + 1)
    const { db } = database.get()
    const rows = await db.selectFrom('transfers').select(['tx_hash', 'log_index']).where('tx_hash', 'in', sent).execute()
    expect(rows.map((row) => row.tx_hash).sort()).toEqual([...sent].sort())
    const state = await db.selectFrom('indexer_state').selectAll().executeTakeFirstOrThrow()
    expect(Number(state.last_block)).toBe(target)
  })
})
