import { startDevnet, type Devnet } from '@portico/devnet'
import { type Address, createWalletClient, encodeDeployData, encodeFunctionData, getAddress, getContractAddress, type Hex, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, type CreateSiweMessageParameters } from 'viem/siwe'
import { serializeErc6492Signature } from 'viem/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProject } from '../../projects/projects.ts'
import { defaultRateLimits } from '../../rateLimit/policies.ts'
import { getSiwxSession } from '../../siwx/getSiwxSession.ts'
import { resolveChains } from '../../chains/chains.ts'
import { json, useTestApp } from '../../testing/app.ts'
import { databaseKinds } from '../../testing/databases.ts'
import { loadErc1271Artifact } from '../../testing/loadErc1271Artifact.ts'

// Anvil's first two test keys: real EOAs, signing in the test.
const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const mallory = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f1603b34b7ec6d')
const origin = 'http://127.0.0.1:5173'

let devnet: Devnet
let rpcUrls: Record<string, string>
let smartAccount: Address
let counterfactual: { address: Address; factory: Address; factoryData: Hex }

beforeAll(async () => {
  devnet = await startDevnet({ chains: [{ chainId: 31337, port: 0 }, { chainId: 31338, port: 0 }] })
  rpcUrls = Object.fromEntries(devnet.chains.map((chain) => [`eip155:${chain.chainId}`, chain.rpcUrl]))
  // A minimal ERC-1271 account owned by alice, deployed on 31337.
  const { account, factory } = loadErc1271Artifact()
  const client = createWalletClient({ account: alice, transport: http(rpcUrls['eip155:31337']), chain: undefined }).extend(publicActions)
  const deploy = async (artifact: typeof account, args: readonly unknown[]) => {
    const hash = await client.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args, chain: null })
    return getAddress((await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })).contractAddress!)
  }
  smartAccount = await deploy(account, [alice.address])
  // ERC-6492: an account the factory would deploy at a CREATE2 address, not deployed yet.
  const factoryAddress = await deploy(factory, [])
  const salt = `0x${'42'.repeat(32)}` as Hex
  counterfactual = {
    address: getContractAddress({
      opcode: 'CREATE2',
      from: factoryAddress,
      salt,
      bytecode: encodeDeployData({ abi: account.abi, bytecode: account.bytecode, args: [alice.address] }),
    }),
    factory: factoryAddress,
    factoryData: encodeFunctionData({ abi: factory.abi, functionName: 'deploy', args: [alice.address, salt] }),
  }
}, 120_000)
afterAll(() => devnet?.stop())

describe.each(databaseKinds)('sign-in with the wallet /v1/siwx (%s)', (kind) => {
  const { app, clock, database } = useTestApp(kind)
  // The app's chains: the devnet started above (sign-in checks smart-account signatures on them).
  const chains = () => resolveChains(Object.fromEntries(Object.entries(rpcUrls).map(([caip2, url]) => [Number(caip2.split(':')[1]), url])))
  const server = () => app({ chains: chains() })

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    server().request(`${path}?projectId=p`, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
  const getNonce = async (body: { chainId?: string; address?: string } = { chainId: 'eip155:31337', address: alice.address }) => {
    const response = await post('/v1/siwx/nonce', body)
    expect(response.status).toBe(200)
    return (await json<{ nonce: string }>(response)).nonce
  }
  const message = (nonce: string, overrides: Partial<CreateSiweMessageParameters> = {}) =>
    createSiweMessage({
      address: alice.address,
      chainId: 31337,
      domain: '127.0.0.1:5173',
      uri: origin,
      version: '1',
      nonce,
      issuedAt: new Date(clock.now),
      expirationTime: new Date(clock.now + 3_600_000),
      ...overrides,
    })
  const verify = async (text: string, signature: Hex, transport?: 'cookie' | 'bearer') =>
    post('/v1/siwx/verify', { message: text, signature, ...(transport ? { transport } : {}) })

  const seed = () => createProject(database.get().db, { name: 'P', id: 'p', allowedOrigins: [origin] })

  it('issues single-use nonces of 32 hex characters', async () => {
    await seed()
    const first = await getNonce()
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    expect(await getNonce()).not.toBe(first)
    const row = await database.get().db.selectFrom('siwx_nonces').selectAll().where('nonce', '=', first).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ project_id: 'p', chain_id: 'eip155:31337', address: alice.address.toLowerCase(), used_at: null })
    expect(Number(row.expires_at)).toBe(clock.now + 600_000)
  })

  it('refuses a nonce for a chain it has no RPC for, and an unknown project', async () => {
    await seed()
    const response = await post('/v1/siwx/nonce', { chainId: 'eip155:424242' })
    expect(response.status).toBe(400)
    expect((await json(response)).error.code).toBe('siwx_chain_not_supported')
    const unknown = await server().request('/v1/siwx/nonce?projectId=nope', { method: 'POST', headers: { Origin: origin } })
    expect((await json(unknown)).error.code).toBe('project_not_found')
  })

  it('signs in with a cookie: verify sets an http-only cookie, me answers the session, sign-out ends it', async () => {
    await seed()
    const text = message(await getNonce())
    const signed = await verify(text, await alice.signMessage({ message: text }))
    expect(signed.status).toBe(200)
    const body = await json(signed)
    expect(body.token).toBeUndefined()
    expect(body.session).toMatchObject({
      address: alice.address,
      chainId: 'eip155:31337',
      domain: '127.0.0.1:5173',
      message: text,
      expiresAt: new Date(clock.now + 3_600_000).toISOString(),
    })
    const cookie = signed.headers.get('set-cookie')!
    expect(cookie).toMatch(/^portico_siwx_p=[\w-]{43}; Path=\/v1\/siwx; HttpOnly; Max-Age=3600; SameSite=Lax$/)
    expect(signed.headers.get('access-control-allow-credentials')).toBe('true')
    expect(signed.headers.get('access-control-allow-origin')).toBe(origin)
    const pair = cookie.split(';')[0]!

    const me = await server().request('/v1/siwx/me?projectId=p', { headers: { Cookie: pair, Origin: origin } })
    expect(me.status).toBe(200)
    expect((await json(me)).session.address).toBe(alice.address)
    // Only the token's hash is stored.
    const stored = await database.get().db.selectFrom('siwx_sessions').select('id').executeTakeFirstOrThrow()
    expect(pair).not.toContain(stored.id)

    const out = await server().request('/v1/siwx/signout?projectId=p', { method: 'POST', headers: { Cookie: pair, Origin: origin } })
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0')
    const after = await server().request('/v1/siwx/me?projectId=p', { headers: { Cookie: pair } })
    expect(after.status).toBe(401)
    expect((await json(after)).error.code).toBe('siwx_no_session')
  })

  it('signs in with a bearer token, usable by another instance and by getSiwxSession', async () => {
    await seed()
    const text = message(await getNonce())
    const signed = await verify(text, await alice.signMessage({ message: text }), 'bearer')
    expect(signed.headers.get('set-cookie')).toBeNull()
    const { token } = await json(signed)
    const headers = { Authorization: `Bearer ${token}` }
    const other = app({ chains: chains(), db: database.connectAgain().db })
    expect((await json(await other.request('/v1/siwx/me?projectId=p', { headers }))).session.chainId).toBe('eip155:31337')
    const session = await getSiwxSession(database.get().db, { projectId: 'p', headers: new Headers(headers), now: clock.now })
    expect(session?.address).toBe(alice.address)
    // Another project does not see it; the session ends with its message's expiration time.
    await createProject(database.get().db, { name: 'Q', id: 'q', allowedOrigins: [origin] })
    expect((await other.request('/v1/siwx/me?projectId=q', { headers })).status).toBe(401)
    clock.now += 3_600_000
    expect((await other.request('/v1/siwx/me?projectId=p', { headers })).status).toBe(401)
  })

  it('a new sign-in ends the session the browser held (account switch), by cookie or by bearer token', async () => {
    await seed()
    const signIn = async (by: typeof alice, transport: 'cookie' | 'bearer', headers: Record<string, string> = {}) => {
      const text = message(await getNonce({ chainId: 'eip155:31337', address: by.address }), { address: by.address })
      const response = await post('/v1/siwx/verify', { message: text, signature: await by.signMessage({ message: text }), transport }, headers)
      expect(response.status).toBe(200)
      return response
    }
    const me = (headers: Record<string, string>) => server().request('/v1/siwx/me?projectId=p', { headers: { Origin: origin, ...headers } })

    const aliceCookie = { Cookie: (await signIn(alice, 'cookie')).headers.get('set-cookie')!.split(';')[0]! }
    const malloryCookie = { Cookie: (await signIn(mallory, 'cookie', aliceCookie)).headers.get('set-cookie')!.split(';')[0]! }
    expect((await me(aliceCookie)).status).toBe(401)
    expect((await json(await me(malloryCookie))).session.address).toBe(mallory.address)

    const aliceBearer = { Authorization: `Bearer ${(await json(await signIn(alice, 'bearer'))).token}` }
    const malloryBearer = { Authorization: `Bearer ${(await json(await signIn(mallory, 'bearer', aliceBearer))).token}` }
    expect((await me(aliceBearer)).status).toBe(401)
    expect((await json(await me(malloryBearer))).session.address).toBe(mallory.address)
    // Sessions signed in without one in hand stay: another browser's are not touched.
    expect((await json(await me(malloryCookie))).session.address).toBe(mallory.address)
  })

  type Case = { name: string; code: string; run: () => Promise<Response> }
  const signed = async (text: string, by = alice) => verify(text, await by.signMessage({ message: text }))
  const cases: Case[] = [
    { name: 'a wrong domain', code: 'siwx_domain_mismatch', run: async () => signed(message(await getNonce(), { domain: 'evil.example' })) },
    { name: 'an expired message', code: 'siwx_message_expired', run: async () => signed(message(await getNonce(), { issuedAt: new Date(clock.now - 7_200_000), expirationTime: new Date(clock.now - 1) })) },
    { name: 'a not-before in the future', code: 'siwx_message_not_yet_valid', run: async () => signed(message(await getNonce(), { notBefore: new Date(clock.now + 60_000) })) },
    { name: 'a message for another chain than its nonce', code: 'siwx_chain_mismatch', run: async () => signed(message(await getNonce(), { chainId: 31338 })) },
    { name: 'a chain the server has no RPC for', code: 'siwx_chain_not_supported', run: async () => signed(message(await getNonce({}), { chainId: 424242 })) },
    { name: 'another account than its nonce', code: 'siwx_address_mismatch', run: async () => signed(message(await getNonce(), { address: mallory.address }), mallory) },
    { name: 'a bad signature', code: 'siwx_invalid_signature', run: async () => signed(message(await getNonce()), mallory) },
    { name: 'a nonce never issued', code: 'siwx_nonce_unknown', run: async () => signed(message('0123456789abcdef0123456789abcdef')) },
    {
      name: 'an expired nonce',
      code: 'siwx_nonce_expired',
      run: async () => {
        const nonce = await getNonce()
        clock.now += 600_001
        return signed(message(nonce))
      },
    },
    {
      name: 'a replayed nonce',
      code: 'siwx_nonce_used',
      run: async () => {
        const text = message(await getNonce())
        const signature = await alice.signMessage({ message: text })
        expect((await verify(text, signature)).status).toBe(200)
        return verify(text, signature)
      },
    },
    { name: 'text that is not EIP-4361', code: 'siwx_invalid_message', run: async () => signed('hello, sign me in') },
    // Review finding 7: the URI, the scheme and a lower bound on Issued At.
    { name: 'a URI on another origin', code: 'siwx_uri_mismatch', run: async () => signed(message(await getNonce(), { uri: 'https://evil.example/login' })) },
    { name: 'a URI that is not http(s)', code: 'siwx_uri_mismatch', run: async () => signed(message(await getNonce(), { uri: 'did:key:z6Mk' })) },
    { name: 'a scheme other than the origin’s', code: 'siwx_uri_mismatch', run: async () => signed(message(await getNonce(), { scheme: 'https' })) },
    { name: 'an Issued At long before its nonce', code: 'siwx_message_expired', run: async () => signed(message(await getNonce(), { issuedAt: new Date(clock.now - 3_600_000) })) },
  ]

  it.each(cases)('refuses $name with $code', async ({ code, run }) => {
    await seed()
    const response = await run()
    expect([400, 401]).toContain(response.status)
    expect((await json(response)).error.code).toBe(code)
    // Nothing but the replay's first sign-in opened a session.
    const sessions = await database.get().db.selectFrom('siwx_sessions').select('id').execute()
    expect(sessions).toHaveLength(code === 'siwx_nonce_used' ? 1 : 0)
  })

  it('review finding 6: a refused signature uses the nonce up (one try per nonce)', async () => {
    await seed()
    const text = message(await getNonce())
    expect((await verify(text, await mallory.signMessage({ message: text }))).status).toBe(401)
    const retry = await verify(text, await alice.signMessage({ message: text }))
    expect(retry.status).toBe(400)
    expect((await json(retry)).error.code).toBe('siwx_nonce_used')
  })

  it('review finding 6: verify is rate limited per project and client', async () => {
    await seed()
    const { limit } = defaultRateLimits.siwxVerify
    const statuses = []
    for (let i = 0; i <= limit; i++) statuses.push((await verify(message('0123456789abcdef0123456789abcdef'), '0x00')).status)
    expect(statuses.slice(0, limit).every((status) => status === 400 || status === 401)).toBe(true)
    expect(statuses[limit]).toBe(429)
  })

  describe('review finding 1: sign-in needs an explicit origin list, and a nonce is for the origin that asked', () => {
    it('a project with no origin list refuses sign-in with siwx_origins_required (403), saying how to fix it', async () => {
      await createProject(database.get().db, { name: 'Open', id: 'open' })
      for (const path of ['/v1/siwx/nonce', '/v1/siwx/verify']) {
        const response = await server().request(`${path}?projectId=open`, {
          method: 'POST',
          headers: { Origin: 'https://phish.example', 'Content-Type': 'application/json' },
          body: JSON.stringify({ message: 'x', signature: '0x00' }),
        })
        expect(response.status).toBe(403)
        expect(await json(response)).toEqual({
          error: {
            code: 'siwx_origins_required',
            message: 'Sign-in needs the project to list its origins',
            details: { fix: 'portico-server project origins open --set https://app.example.com' },
          },
        })
      }
      expect(await database.get().db.selectFrom('siwx_nonces').selectAll().execute()).toEqual([])
    })

    it('the phishing flow fails: another site gets no nonce, and a nonce fetched without Origin cannot be redeemed for its domain', async () => {
      await seed()
      const phish = await server().request('/v1/siwx/nonce?projectId=p', {
        method: 'POST',
        headers: { Origin: 'https://phish.example', 'Content-Type': 'application/json' },
        body: '{}',
      })
      expect(phish.status).toBe(403)
      // The phishing site's own server asks without an Origin…
      const bare = await server().request('/v1/siwx/nonce?projectId=p', { method: 'POST', body: '{}' })
      const { nonce } = await json<{ nonce: string }>(bare)
      // …and has the visitor sign an ordinary message for its own domain.
      const text = message(nonce, { domain: 'phish.example', uri: 'https://phish.example' })
      const redeemed = await server().request('/v1/siwx/verify?projectId=p', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: text, signature: await alice.signMessage({ message: text }) }),
      })
      expect(redeemed.status).toBe(400)
      expect((await json(redeemed)).error.code).toBe('siwx_domain_mismatch')
      expect(await database.get().db.selectFrom('siwx_sessions').selectAll().execute()).toEqual([])
    })

    it('a nonce issued to one listed origin is not redeemed by another listed origin', async () => {
      const other = 'https://other.example'
      await createProject(database.get().db, { name: 'P', id: 'p', allowedOrigins: [origin, other] })
      const nonce = await getNonce()
      const text = message(nonce, { domain: 'other.example', uri: other })
      const response = await server().request('/v1/siwx/verify?projectId=p', {
        method: 'POST',
        headers: { Origin: other, 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: text, signature: await alice.signMessage({ message: text }) }),
      })
      expect((await json(response)).error.code).toBe('siwx_domain_mismatch')
      const row = await database.get().db.selectFrom('siwx_nonces').select(['origin', 'used_at']).executeTakeFirstOrThrow()
      expect(row.origin).toBe(origin)
    })
  })

  it('two racing verifies of one nonce: one session', async () => {
    await seed()
    const text = message(await getNonce())
    const signature = await alice.signMessage({ message: text })
    const statuses = (await Promise.all([verify(text, signature), verify(text, signature), verify(text, signature)])).map((r) => r.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
  })

  it('verifies a smart account (ERC-1271 contract on the devnet) signed by its owner', async () => {
    await seed()
    const text = async () => message(await getNonce({ chainId: 'eip155:31337', address: smartAccount }), { address: smartAccount })
    // Signed by someone else: the contract says no.
    expect((await json(await signed(await text(), mallory))).error.code).toBe('siwx_invalid_signature')
    const response = await signed(await text(), alice)
    expect(response.status).toBe(200)
    expect((await json(response)).session.address).toBe(smartAccount)
  })

  it('verifies a smart account not deployed yet (ERC-6492 signature: factory, its calldata, the owner’s signature)', async () => {
    await seed()
    const { address, factory, factoryData } = counterfactual
    expect(await devnetCode(address)).toBeUndefined()
    const fresh = async () => message(await getNonce({ chainId: 'eip155:31337', address }), { address })
    const wrap = async (text: string, by: typeof alice) =>
      serializeErc6492Signature({ address: factory, data: factoryData, signature: await by.signMessage({ message: text }) })
    const refused = await fresh()
    expect((await json(await verify(refused, await wrap(refused, mallory)))).error.code).toBe('siwx_invalid_signature')
    const text = await fresh()
    const response = await verify(text, await wrap(text, alice))
    expect(response.status).toBe(200)
    expect((await json(response)).session.address).toBe(address)
    // Checked in a simulation: still not deployed.
    expect(await devnetCode(address)).toBeUndefined()
  })
})

async function devnetCode(address: Address) {
  const client = createWalletClient({ transport: http(rpcUrls['eip155:31337']) }).extend(publicActions)
  return client.getCode({ address })
}
