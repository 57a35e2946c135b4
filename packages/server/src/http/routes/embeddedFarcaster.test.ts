import { devnetFarcaster } from '@portico/devnet'
import { approveFarcasterSignIn, farcasterCustodyAccount } from '@portico/test-wallet'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FarcasterOptions } from '../../embedded/farcaster/types.ts'
import { createProject } from '../../projects/projects.ts'
import { json, useTestApp } from '../../testing/app.ts'
import { useTestDevnet } from '../../testing/devnet.ts'
import { testFrameOrigin, testPublicUrl, useEmbeddedWallet } from '../../testing/embedded.ts'
import { startRelayStandIn, standInRelayKey } from '../../testing/farcaster/relayStandIn.ts'

const appOrigin = 'https://app.example.com'
/** The frame's poll secret (it makes one per attempt); the stolen-channel cases are in embeddedFarcasterTheft.test.ts. */
const pollSecret = 'S'.repeat(43)
type Started = { status: number; loginId: string; url: string; expiresAt: string; error?: { code: string } }
type Polled = { status: number; state?: string; user?: { socialProvider?: string; userName?: string; userAvatar?: string; address: string }; error?: { code: string } }

// Sign In With Farcaster (issue 28): the server opens a channel at the (stand-in) relay, the scripted Farcaster
// app signs with the custody key of FID 1, the server verifies it against the devnet's ID registry stand-in.
describe('Sign In With Farcaster (sqlite)', () => {
  const { app, clock, database } = useTestApp('sqlite')
  const embedded = useEmbeddedWallet()
  const devnet = useTestDevnet()
  let relay: Awaited<ReturnType<typeof startRelayStandIn>>
  beforeAll(async () => {
    relay = await startRelayStandIn()
  })
  // Each test has a fresh database.
  beforeEach(async () => {
    // The message's notBefore/expirationTime come from the server's clock; its checks read the real one.
    clock.now = Date.now()
    const { db } = database.get()
    await createProject(db, { name: 'Cast', id: 'fc', allowedOrigins: [appOrigin], features: { email: true, socials: ['google', 'farcaster'] } })
    await createProject(db, { name: 'Other', id: 'fc2', allowedOrigins: [appOrigin], features: { email: true, socials: ['farcaster'] } })
    await createProject(db, { name: 'NoCast', id: 'nofc', allowedOrigins: [appOrigin], features: { email: true, socials: ['google'] } })
  })
  afterAll(() => relay?.close())

  const server = (farcaster: FarcasterOptions = {}) =>
    app({
      publicUrl: testPublicUrl,
      chains: [],
      // These cases start more attempts a minute than a person would; the start limit has its own test.
      rateLimits: { embeddedFarcasterStart: { limit: 100, windowMs: 60_000 } },
      embeddedWallet: embedded.options({
        farcaster: { relayUrl: relay.url, idRegistry: { rpcUrl: devnet.get().chains[0]!.rpcUrl, address: devnetFarcaster.idRegistry }, ...farcaster },
      }),
    })
  const post = (s: ReturnType<typeof server>, project: string, path: string, body: unknown) =>
    s.request(`${path}?projectId=${project}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: testFrameOrigin }, body: JSON.stringify(body) })
  const start = async (s: ReturnType<typeof server>, project = 'fc'): Promise<Started> => {
    const response = await post(s, project, '/v1/embedded/farcaster/start', { parentOrigin: appOrigin, pollSecret })
    return { ...(await json(response)), status: response.status } as Started
  }
  const poll = async (s: ReturnType<typeof server>, loginId: string, project = 'fc') => {
    const response = await post(s, project, '/v1/embedded/farcaster/status', { loginId, pollSecret })
    return { ...(await json(response)), response, status: response.status } as Polled & { response: Response }
  }
  const approve = (url: string, extra: Partial<Parameters<typeof approveFarcasterSignIn>[0]> = {}) =>
    approveFarcasterSignIn({ url, relayUrl: relay.url, relayKey: standInRelayKey, fid: devnetFarcaster.fid, username: devnetFarcaster.username, ...extra })
  const stored = async () => {
    const { db } = database.get()
    const [identities, sessions] = await Promise.all([
      db.selectFrom('embedded_identities').select((eb) => eb.fn.countAll<number>().as('n')).where('provider', '=', 'farcaster').executeTakeFirstOrThrow(),
      db.selectFrom('embedded_sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { identities: Number(identities.n), sessions: Number(sessions.n) }
  }
  /** A refused attempt: its typed error and nothing stored. */
  const expectRefused = async (s: ReturnType<typeof server>, loginId: string, status: number, code: string) => {
    const before = await stored()
    const polled = await poll(s, loginId)
    expect({ status: polled.status, code: polled.error?.code }).toEqual({ status, code })
    expect(await stored()).toEqual(before)
    // And the attempt is over: a second poll finds nothing.
    expect((await poll(s, loginId)).error?.code).toBe('embedded_farcaster_login_invalid')
  }

  it('start, pending, the Farcaster app approves, a session for (farcaster, fid) with the username; a replayed poll is refused', async () => {
    const s = server()
    const started = await start(s)
    expect(started.status).toBe(200)
    expect(started.url).toMatch(/^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=/)
    expect((await poll(s, started.loginId)).state).toBe('pending')
    const { message } = await approve(started.url)
    expect(message).toContain('app.example.com wants you to sign in')
    expect(message).toContain('farcaster://fid/1')
    const done = await poll(s, started.loginId)
    expect(done.status).toBe(200)
    expect(done.state).toBe('completed')
    expect(done.user).toMatchObject({ socialProvider: 'farcaster', userName: devnetFarcaster.username })
    expect(done.response.headers.get('set-cookie')).toMatch(/HttpOnly/i)
    expect(await stored()).toEqual({ identities: 1, sessions: 1 })
    expect((await poll(s, started.loginId)).error?.code).toBe('embedded_farcaster_login_invalid')
    // The same FID again: the same wallet.
    const again = await start(s)
    await approve(again.url)
    expect((await poll(s, again.loginId)).user?.address).toBe(done.user?.address)
    // The Farcaster app's profile picture (pfpUrl) is the user's picture, as it last gave it; one that is not an http(s) URL is dropped.
    const pictured = await start(s)
    await approve(pictured.url, { pfpUrl: 'https://i.example.com/pfp.png' })
    expect((await poll(s, pictured.loginId)).user).toMatchObject({ address: done.user?.address, userAvatar: 'https://i.example.com/pfp.png' })
    const hostile = await start(s)
    await approve(hostile.url, { pfpUrl: 'javascript:alert(1)' })
    const user = (await poll(s, hostile.loginId)).user
    expect(user?.address).toBe(done.user?.address)
    expect(user?.userAvatar).toBeUndefined()
  })

  it('a project without Farcaster among its socials: 404 embedded_farcaster_unavailable, no channel opened', async () => {
    const channels = relay.channels.size
    const started = await start(server(), 'nofc')
    expect({ status: started.status, code: started.error?.code }).toEqual({ status: 404, code: 'embedded_farcaster_unavailable' })
    expect(relay.channels.size).toBe(channels)
  })

  it("another project's attempt is not found", async () => {
    const s = server()
    const started = await start(s, 'fc2')
    await approve(started.url)
    const polled = await poll(s, started.loginId, 'fc')
    expect({ status: polled.status, code: polled.error?.code }).toEqual({ status: 400, code: 'embedded_farcaster_login_invalid' })
  })

  it('a wrong nonce, a wrong domain, an expired message, another FID: 401 embedded_farcaster_refused, nothing stored', async () => {
    const s = server()
    const edits = [
      (m: Parameters<NonNullable<Parameters<typeof approveFarcasterSignIn>[0]['edit']>>[0]) => ({ ...m, nonce: 'aaaaaaaaaaaaaaaaaaaaaaaa' }),
      (m: Parameters<NonNullable<Parameters<typeof approveFarcasterSignIn>[0]['edit']>>[0]) => ({ ...m, domain: 'evil.example.com' }),
      (m: Parameters<NonNullable<Parameters<typeof approveFarcasterSignIn>[0]['edit']>>[0]) => ({ ...m, notBefore: new Date(Date.now() - 120_000), expirationTime: new Date(Date.now() - 60_000) }),
    ]
    for (const edit of edits) {
      const started = await start(s)
      await approve(started.url, { edit })
      await expectRefused(s, started.loginId, 401, 'embedded_farcaster_refused')
    }
    const other = await start(s)
    await approve(other.url, { fid: 2 })
    await expectRefused(s, other.loginId, 401, 'embedded_farcaster_refused')
  })

  it('an expired SIWF message (signed by the custody key, expirationTime past): refused with a message saying to start again; nothing stored', async () => {
    const s = server()
    const started = await start(s)
    await approve(started.url, { edit: (m) => ({ ...m, notBefore: new Date(Date.now() - 600_000), expirationTime: new Date(Date.now() - 1_000) }) })
    const before = await stored()
    const polled = await poll(s, started.loginId)
    expect(polled.status).toBe(401)
    expect(polled.error).toMatchObject({ code: 'embedded_farcaster_refused', message: 'This Farcaster sign-in could not be verified: start it again' })
    expect(await stored()).toEqual(before)
  })

  it('a signer that is not the custody address of the FID: refused', async () => {
    const s = server()
    const started = await start(s)
    await approve(started.url, { account: mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 3 }) })
    await expectRefused(s, started.loginId, 401, 'embedded_farcaster_refused')
  })

  it("a message replayed into another channel (the first one's signature): refused by its nonce", async () => {
    const s = server()
    const first = await start(s)
    const signed = await approve(first.url)
    expect((await poll(s, first.loginId)).state).toBe('completed')
    const second = await start(s)
    const token = new URL(second.url).searchParams.get('channelToken')
    await fetch(`${relay.url}/v1/channel/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-farcaster-auth-relay-key': standInRelayKey },
      body: JSON.stringify({ ...signed, fid: devnetFarcaster.fid }),
    })
    await expectRefused(s, second.loginId, 401, 'embedded_farcaster_refused')
  })

  it('an attempt past its lifetime: 410 embedded_farcaster_expired', async () => {
    const s = server()
    const started = await start(s)
    clock.now += 4 * 60_000
    try {
      const polled = await poll(s, started.loginId)
      expect({ status: polled.status, code: polled.error?.code }).toEqual({ status: 410, code: 'embedded_farcaster_expired' })
    } finally {
      clock.now -= 4 * 60_000
    }
  })

  it('the relay down, slow, or answering nonsense: 502 embedded_farcaster_relay_failed, never a 500, nothing stored', async () => {
    const down = await start(server({ relayUrl: 'http://127.0.0.1:9' }))
    expect({ status: down.status, code: down.error?.code }).toEqual({ status: 502, code: 'embedded_farcaster_relay_failed' })
    const slow = await start(server({ limits: { timeoutMs: 100 }, fetch: (_input, init) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))) }))
    expect({ status: slow.status, code: slow.error?.code }).toEqual({ status: 502, code: 'embedded_farcaster_relay_failed' })
    for (const body of ['not json', '{"channelToken":5}', JSON.stringify({ channelToken: 't', url: 'javascript:alert(1)', nonce: 'x' }), 'x'.repeat(70_000)]) {
      const answer = await start(server({ fetch: async () => new Response(body, { status: 201 }) }))
      expect({ status: answer.status, code: answer.error?.code }).toEqual({ status: 502, code: 'embedded_farcaster_relay_failed' })
    }
    // A channel opened, then the relay's status answer is malformed: refused, the attempt kept for a retry.
    const s = server()
    const started = await start(s)
    const broken = server({ fetch: async () => new Response(JSON.stringify({ state: 'completed', message: 'hi', signature: 'nope', fid: -1 }), { status: 200 }) })
    const polled = await poll(broken, started.loginId)
    expect({ status: polled.status, code: polled.error?.code }).toEqual({ status: 502, code: 'embedded_farcaster_relay_failed' })
    expect((await poll(s, started.loginId)).state).toBe('pending')
    expect((await stored()).identities).toBeLessThanOrEqual(1)
  })

  it('only the wallet frame may call: another origin is refused', async () => {
    const response = await server().request('/v1/embedded/farcaster/start?projectId=fc', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appOrigin },
      body: JSON.stringify({ parentOrigin: appOrigin, pollSecret }),
    })
    expect(response.status).toBe(403)
    expect(farcasterCustodyAccount().address).toMatch(/^0x/)
  })
})
