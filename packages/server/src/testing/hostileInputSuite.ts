import { randomBytes } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DialectName } from '../db/createDatabase.ts'
import type { ChainConfig } from '../chains/chains.ts'
import { createProject } from '../projects/projects.ts'
import { type RateLimitBucket, type RateLimitPolicy, defaultRateLimits } from '../rateLimit/policies.ts'
import { useTestApp } from './app.ts'
import { checkAnswerText } from './contractAnswers.ts'
import { stubRelayFetch } from './farcaster/stubRelayFetch.ts'
import { hostileRequest } from './hostileRequests.ts'
import { nastyFieldRequests } from './nastyFieldRequests.ts'
import { type RouteRequest, routeTable, sandboxCheckoutId, sandboxExchangePaymentId, seededName } from './routeTable.ts'
import { createSandboxCheckoutStore } from '../onramp/sandbox/checkoutStore.ts'
import { createSandboxExchangeStore } from '../pay/sandbox/sandboxExchangeStore.ts'
import { createStubOnrampProvider } from './stubOnrampProvider.ts'
import { createStubSwapProvider } from './stubSwapProvider.ts'
import { fixtureWallets } from './wallets.ts'
import { seedEmbeddedFixtures, testPublicUrl, useEmbeddedWallet } from './embedded.ts'
import { seedWallets } from '../wallets/seedWallets.ts'
import { setPaymasterPolicy } from '../paymaster/policy.ts'
import { testChainReader, testPaymasterAddress, testPaymasterKey } from './paymaster.ts'
import { testEnsGateway } from '../ens/testing.ts'

const origin = 'https://app.example.com'
// Upstreams: balances and sign-in reach a closed port (a typed 502 / refusal); the RPC proxy's is a stub.
const chains: ChainConfig[] = [1, 31337].map((chainId) => ({
  chainId,
  name: `Chain ${chainId}`,
  rpcUrl: 'http://127.0.0.1:9',
  testnet: false,
  devnet: false,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  explorerUrl: null,
  multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
}))
const upstream: typeof fetch = async (_input, init) => {
  const body = JSON.parse(String(init?.body)) as { id?: unknown } | { id?: unknown }[]
  const answer = (request: { id?: unknown }) => ({ jsonrpc: '2.0', id: request.id, result: '0x10' })
  return new Response(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)))
}
// The limiter still runs on every request; its windows are just wide enough not to hide the routes.
const unlimited = Object.fromEntries(Object.keys(defaultRateLimits).map((bucket) => [bucket, { limit: 1e12, windowMs: 60_000 }])) as Record<
  RateLimitBucket,
  RateLimitPolicy
>
/** Statuses a refusal may have; 409 a name taken (or an account that has one), or a login past that step; 410 an expired login or code; 502 only as `upstream_unavailable` (the stubbed-out chain). */
const typedStatuses = new Set([400, 401, 403, 404, 409, 410, 413, 429, 502])

function refuse(message: string): never {
  throw new Error(message)
}

export type HostileInputPart = {
  kind: DialectName
  /** Generated requests per route. */
  runs: number
  /** This file's share of the route table: routes `index`, `index + of`, … (so the parts run on every core). */
  part: { index: number; of: number }
}

/**
 * The hostile-input suite: generated and mutated requests (method, path parameters, query, Origin,
 * Content-Type, Authorization, Cookie, X-Forwarded-*, JSON and non-JSON bodies) at every route, on
 * both databases. Never a 500, never an error in the log, never an unhandled rejection; every
 * refusal is a typed `{ error: { code, message } }`. The route table is split across several test
 * files (`http/hostileInput*.test.ts`), each a `describeHostileInput` call, so that vitest runs
 * the parts side by side; together they cover every route on both databases.
 */
export function describeHostileInput({ kind, runs, part }: HostileInputPart): void {
  const routes = routeTable.filter((_, index) => index % part.of === part.index)
  describe(`hostile input, ${runs} requests per route (${kind}, part ${part.index + 1} of ${part.of})`, () => {
    hostileRoutes(kind, runs, routes)
  })
}

function hostileRoutes(kind: DialectName, runs: number, routes: typeof routeTable): void {
  const { uncheckedApp, clock, database } = useTestApp(kind)
  const embedded = useEmbeddedWallet()
  const logged: unknown[][] = []
  const unhandled: unknown[] = []
  const onUnhandled = (reason: unknown) => unhandled.push(reason)
  const originalError = console.error
  const originalWarn = console.warn

  beforeAll(() => {
    console.error = (...args: unknown[]) => logged.push(args)
    console.warn = (...args: unknown[]) => logged.push(args)
    process.on('unhandledRejection', onUnhandled)
  })
  afterAll(() => {
    console.error = originalError
    console.warn = originalWarn
    process.off('unhandledRejection', onUnhandled)
  })

  it.each(routes.map((route) => [`${route.method} ${route.route}`, route] as const))(
    '%s',
    async (_, route) => {
      const { db } = database.get()
      // Swaps, the on-ramp, e-mail, socials and pay on, so their routes are reached past their feature check.
      await createProject(db, { name: 'P', id: 'p', allowedOrigins: [origin, 'https://*.example.com'], features: { swaps: true, onramp: true, email: true, pay: true, socials: ['google', 'github', 'farcaster'] } })
      await createProject(db, { name: 'Open', id: 'open', features: { swaps: true, onramp: true, email: true, pay: true } })
      // The embedded wallet's fixture user, session and logins, so its routes get past their checks.
      await seedEmbeddedFixtures(db, { projectId: 'p', now: clock.now })
      await seedWallets(db, fixtureWallets().slice(0, 10))
      // Gas sponsorship on chain 1 for `p` (any target), so the paymaster's requests reach its signer.
      await setPaymasterPolicy(db, 'p', { enabled: true, chains: [1], targets: null })
      // A registered name, so name lookups get through too.
      await db
        .insertInto('names')
        .values({
          name: seededName,
          coin_type: 60,
          address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          address_key: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
          chain_id: 'eip155:1',
          project_id: 'p',
          message: '-',
          signature: '0x',
          nonce: 'seeded0000000000',
          created_at: 1,
        })
        .execute()
      // Chain 1's swaps: a stub aggregator (no chain reads), so quotes and builds get through; 31337's Uniswap v2 meets the closed port.
      const swapProviders = { 1: createStubSwapProvider({ prices: { ETH: 3000, USDC: 1, USDT: 1, DAI: 1 } }) }
      // An open sandbox checkout (id and form token fixed), so its page and form get through.
      const sandboxCheckouts = createSandboxCheckoutStore({ db: database.get().db, randomId: () => sandboxCheckoutId })
      const stub = createStubOnrampProvider()
      await sandboxCheckouts.create({
        quote: await stub.quote({ country: 'DE', fiatCurrency: 'EUR', fiatAmount: '100', paymentMethod: 'card', cryptoCurrency: { symbol: 'ETH', network: 'eip155:31337', address: 'native' }, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }),
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        chainId: 31337,
      })
      // A Sandbox Exchange payment (id and form token fixed, then fresh ids), so its page and forms get through; paying meets the closed port.
      let fixedIds = 2
      const sandboxExchangePayments = createSandboxExchangeStore({ db, randomId: () => (fixedIds-- > 0 ? sandboxExchangePaymentId : randomBytes(16).toString('hex')) })
      await sandboxExchangePayments.create({ projectId: 'p', asset: 'eip155:31337/slip44:60', amount: '0.5', value: '500000000000000000', symbol: 'ETH', recipient: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337 })
      const server = uncheckedApp({ chains, fetch: upstream, rateLimits: unlimited, bodyLimit: 65_536, swapProviders, onrampProviders: [stub], sandboxCheckouts, sandboxExchange: true, sandboxExchangePayments, embeddedWallet: embedded.options({ farcaster: { fetch: stubRelayFetch } }), publicUrl: testPublicUrl, paymaster: { signer: testPaymasterKey, paymasters: { 1: testPaymasterAddress }, chainReader: testChainReader() }, ensGateway: testEnsGateway })
      const samples = [route.sample({ projectId: 'p', origin }), ...(route.moreSamples?.({ projectId: 'p', origin }) ?? [])]
      const statuses = new Map<number, number>()

      const check = async (projectId: string, request: RouteRequest & { method: string }) => {
        const path = request.path.replace('projectId=p', `projectId=${projectId}`)
        const response = await server.request(path, request.init)
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        const where = `${request.method} ${path} → ${response.status}`
        // Plain checks rather than expect(): this runs ten thousand times per route, and vitest's
        // expect bookkeeping was a tenth of the suite's CPU time. A failed check throws, and
        // fast-check reports the request that made it fail.
        if (response.status >= 600) refuse(`${where}: not an HTTP status`)
        if (response.status >= 400 && !typedStatuses.has(response.status)) refuse(`${where}: not a status a refusal may have`)
        // Each body is read once and checked against the contract (`checkAnswerText`): a refusal is
        // then the contract's typed `{ error: { code, message } }`, a success the route's answer.
        const text = await response.text()
        if (request.method !== 'HEAD' && request.method !== 'OPTIONS') {
          const body = checkAnswerText(request.method, path, response.status, response.headers.get('content-type') ?? '', text) as { error?: { code?: unknown } } | undefined
          if (response.status === 502 && body?.error?.code !== 'upstream_unavailable') refuse(`${where}: a 502 other than upstream_unavailable`)
        }
        if (logged.length > 0) refuse(`${where}: logged ${logged.map((args) => args.map(String).join(' ')).join('\n')}`)
      }
      // The same number of requests whatever the route's samples: each drawn from one of them.
      await fc.assert(fc.asyncProperty(fc.constantFrom('p', 'open'), fc.oneof(...samples.map((sample) => hostileRequest(route, sample))), check), { numRuns: runs })
      // And each nasty value in each of the route's fields, whatever the generator drew.
      for (const request of samples.flatMap((sample) => nastyFieldRequests(route, sample))) await check('p', request)
      expect(unhandled).toEqual([])
      // Some of the generated requests got through: the suite reaches past the front door.
      expect([...statuses.keys()].some((status) => status < 400)).toBe(true)
    },
    60_000 + runs * 40,
  )
}
