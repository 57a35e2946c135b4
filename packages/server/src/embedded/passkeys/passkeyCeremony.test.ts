import { describe, expect, it } from 'vitest'
import { parseMasterKey } from '../masterKey.ts'
import { databaseKinds, useTestDatabase } from '../../testing/databases.ts'
import { testFrameOrigin, testMasterKey } from '../../testing/embeddedKeys.ts'
import { createSoftAuthenticator } from '../../testing/softAuthenticator.ts'
import { linkLogin, unlinkLogin } from '../linkedLogins.ts'
import { pruneEmbedded } from '../pruneEmbedded.ts'
import { findOrCreateUser } from '../wallets.ts'
import {
  beginPasskeyAuthentication,
  beginPasskeyRegistration,
  finishPasskeyAuthentication,
  finishPasskeyRegistration,
  type PasskeyContext,
} from './passkeyCeremony.ts'
import { passkeyChallengeTtlMs } from './passkeyChallenges.ts'

const t0 = 1_700_000_000_000
const master = parseMasterKey(testMasterKey)

describe.each(databaseKinds)('passkey ceremonies (%s)', (kind) => {
  const database = useTestDatabase(kind)
  const context = (now = t0, frameOrigin = testFrameOrigin): PasskeyContext => ({ db: database.get().db, master, now, projectId: 'p', frameOrigin })

  /** A new passkey user: returns its authenticator and user. */
  async function signUp(ctx = context()) {
    const authenticator = createSoftAuthenticator({ origin: testFrameOrigin })
    const { requestId, options } = await beginPasskeyRegistration(ctx, null)
    const result = await finishPasskeyRegistration(ctx, null, { requestId, response: authenticator.register(options) })
    return { authenticator, ...result }
  }

  it('signs up (a user, a wallet and a discoverable credential, UV required, attestation none) and logs in again with the same passkey', async () => {
    const ctx = context()
    const { requestId, options } = await beginPasskeyRegistration(ctx, null)
    expect(options.rp.id).toBe('wallet.portico.test')
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' })
    expect(options.attestation).toBe('none')
    const authenticator = createSoftAuthenticator({ origin: testFrameOrigin })
    const signedUp = await finishPasskeyRegistration(ctx, null, { requestId, response: authenticator.register(options) })
    expect(signedUp).toMatchObject({ credentialId: authenticator.id, created: true })
    const wallet = await ctx.db.selectFrom('embedded_wallets').select('user_id').where('user_id', '=', signedUp.userId).executeTakeFirst()
    expect(wallet).toBeDefined()

    const login = await beginPasskeyAuthentication(context(t0 + 1000), null)
    expect(login.options.allowCredentials ?? []).toEqual([])
    expect(login.options.userVerification).toBe('required')
    const loggedIn = await finishPasskeyAuthentication(context(t0 + 2000), null, { requestId: login.requestId, response: authenticator.assert(login.options) })
    expect(loggedIn).toEqual({ userId: signedUp.userId, credentialId: authenticator.id })
    const row = await ctx.db.selectFrom('embedded_passkeys').selectAll().executeTakeFirstOrThrow()
    expect(Number(row.counter)).toBe(1)
    expect(Number(row.last_used_at)).toBe(t0 + 2000)
    expect(row.device_type).toBe('singleDevice')
  })

  it('in the frame embedded by a host page (crossOrigin, topOrigin, as Chromium answers): accepted from the expected host page, refused from another page embedding the frame', async () => {
    const host = 'https://app.example.com'
    const framed = (now = t0): PasskeyContext => ({ ...context(now), topOrigin: host })
    const authenticator = createSoftAuthenticator({ origin: testFrameOrigin, topOrigin: host })
    const signup = await beginPasskeyRegistration(framed(), null)
    const { userId } = await finishPasskeyRegistration(framed(), null, { requestId: signup.requestId, response: authenticator.register(signup.options) })
    const login = await beginPasskeyAuthentication(framed(), null)
    expect(await finishPasskeyAuthentication(framed(), null, { requestId: login.requestId, response: authenticator.assert(login.options) })).toMatchObject({ userId })

    // The same frame in a page the project does not expect here: refused, at sign-up and at login.
    const elsewhere = createSoftAuthenticator({ origin: testFrameOrigin, topOrigin: 'https://evil.example' })
    const signup2 = await beginPasskeyRegistration(framed(), null)
    await expect(finishPasskeyRegistration(framed(), null, { requestId: signup2.requestId, response: elsewhere.register(signup2.options) })).rejects.toMatchObject({ code: 'embedded_passkey_refused' })
    authenticator.state.topOrigin = 'https://evil.example'
    const login2 = await beginPasskeyAuthentication(framed(), null)
    await expect(finishPasskeyAuthentication(framed(), null, { requestId: login2.requestId, response: authenticator.assert(login2.options) })).rejects.toMatchObject({ code: 'embedded_passkey_refused' })
  })

  it('refuses a replayed assertion: the challenge is spent by its first use', async () => {
    const { authenticator } = await signUp()
    const login = await beginPasskeyAuthentication(context(), null)
    const response = authenticator.assert(login.options)
    await finishPasskeyAuthentication(context(), null, { requestId: login.requestId, response })
    await expect(finishPasskeyAuthentication(context(), null, { requestId: login.requestId, response })).rejects.toMatchObject({ code: 'embedded_request_unknown', status: 404 })
  })

  it('refuses a counter that goes backwards (a cloned authenticator), and keeps the stored counter', async () => {
    const { authenticator } = await signUp()
    const first = await beginPasskeyAuthentication(context(), null)
    await finishPasskeyAuthentication(context(), null, { requestId: first.requestId, response: authenticator.assert(first.options, { counter: 5 }) })
    const second = await beginPasskeyAuthentication(context(), null)
    await expect(
      finishPasskeyAuthentication(context(), null, { requestId: second.requestId, response: authenticator.assert(second.options, { counter: 3 }) }),
    ).rejects.toMatchObject({ code: 'embedded_passkey_refused', status: 401 })
    const row = await database.get().db.selectFrom('embedded_passkeys').select('counter').executeTakeFirstOrThrow()
    expect(Number(row.counter)).toBe(5)
  })

  it("refuses an assertion signed over another attempt's challenge", async () => {
    const { authenticator } = await signUp()
    const mine = await beginPasskeyAuthentication(context(), null)
    const other = await beginPasskeyAuthentication(context(), null)
    await expect(
      finishPasskeyAuthentication(context(), null, { requestId: mine.requestId, response: authenticator.assert(other.options) }),
    ).rejects.toMatchObject({ code: 'embedded_passkey_refused' })
    // The attempt answered wrongly is spent too.
    await expect(
      finishPasskeyAuthentication(context(), null, { requestId: mine.requestId, response: authenticator.assert(mine.options) }),
    ).rejects.toMatchObject({ code: 'embedded_request_unknown' })
  })

  it("refuses another user's passkey as a signed-in user's second factor, and the other user's request from this session", async () => {
    const alice = await signUp()
    const mallory = await signUp()
    const owner = { userId: alice.userId, sessionId: 's-alice' }
    const verify = await beginPasskeyAuthentication(context(), owner)
    expect(verify.options.allowCredentials?.map((c) => c.id)).toEqual([alice.authenticator.id])
    await expect(
      finishPasskeyAuthentication(context(), owner, { requestId: verify.requestId, response: mallory.authenticator.assert(verify.options) }),
    ).rejects.toMatchObject({ code: 'embedded_passkey_refused' })
    // Mallory's own request cannot be finished by Alice's session (bound to the session that asked).
    const mallorys = await beginPasskeyAuthentication(context(), { userId: mallory.userId, sessionId: 's-mallory' })
    await expect(
      finishPasskeyAuthentication(context(), owner, { requestId: mallorys.requestId, response: alice.authenticator.assert(mallorys.options) }),
    ).rejects.toMatchObject({ code: 'embedded_request_unknown' })
  })

  it('refuses a ceremony made on another origin (a host page) or for another RP ID', async () => {
    const { authenticator } = await signUp()
    const login = await beginPasskeyAuthentication(context(), null)
    await expect(
      finishPasskeyAuthentication(context(), null, { requestId: login.requestId, response: authenticator.assert(login.options, { at: 'https://dapp.example' }) }),
    ).rejects.toMatchObject({ code: 'embedded_passkey_refused' })
    const evil = createSoftAuthenticator({ origin: testFrameOrigin, rpId: 'evil.example' })
    const registration = await beginPasskeyRegistration(context(), null)
    await expect(finishPasskeyRegistration(context(), null, { requestId: registration.requestId, response: evil.register(registration.options) })).rejects.toMatchObject({
      code: 'embedded_passkey_refused',
    })
    // A frame on another host of this server: its RP ID differs, so the passkey is not offered there.
    const elsewhere = context(t0, 'https://other-wallet.portico.test')
    const there = await beginPasskeyAuthentication(elsewhere, null)
    await expect(
      finishPasskeyAuthentication(elsewhere, null, { requestId: there.requestId, response: authenticator.assert(there.options, { at: 'https://other-wallet.portico.test' }) }),
    ).rejects.toMatchObject({ code: 'embedded_passkey_unknown' })
  })

  it('refuses an assertion without user verification, an expired challenge, and a passkey registered twice', async () => {
    const { authenticator } = await signUp()
    authenticator.state.userVerified = false
    const login = await beginPasskeyAuthentication(context(), null)
    await expect(finishPasskeyAuthentication(context(), null, { requestId: login.requestId, response: authenticator.assert(login.options) })).rejects.toMatchObject({
      code: 'embedded_passkey_refused',
    })
    authenticator.state.userVerified = true
    const late = await beginPasskeyAuthentication(context(), null)
    await expect(
      finishPasskeyAuthentication(context(t0 + passkeyChallengeTtlMs), null, { requestId: late.requestId, response: authenticator.assert(late.options) }),
    ).rejects.toMatchObject({ code: 'embedded_request_expired' })
    // Ended challenges (used or not) are pruned an hour after their end; the passkey stays.
    expect((await pruneEmbedded(database.get().db, t0 + passkeyChallengeTtlMs + 3_600_001)).challenges).toBe(3)
    expect(await database.get().db.selectFrom('embedded_passkey_challenges').select('id').execute()).toEqual([])
    expect(await database.get().db.selectFrom('embedded_passkeys').select('credential_id').execute()).toHaveLength(1)
    const again = await beginPasskeyRegistration(context(), null)
    await expect(finishPasskeyRegistration(context(), null, { requestId: again.requestId, response: authenticator.register(again.options) })).rejects.toMatchObject({
      code: 'embedded_passkey_refused',
    })
  })

  it("adds a passkey to an e-mail wallet (its own, not a new user's) and asks for it as the second factor", async () => {
    const { userId } = await findOrCreateUser(database.get().db, { provider: 'email', subject: 'alice@example.com', master, now: t0 })
    const owner = { userId, sessionId: 's1' }
    await expect(beginPasskeyAuthentication(context(), owner)).rejects.toMatchObject({ code: 'embedded_passkey_unknown' })
    const authenticator = createSoftAuthenticator({ origin: testFrameOrigin })
    const add = await beginPasskeyRegistration(context(), owner)
    // The request belongs to the session: finished without it (as a new user's sign-up), it is unknown.
    await expect(finishPasskeyRegistration(context(), null, { requestId: add.requestId, response: authenticator.register(add.options) })).rejects.toMatchObject({
      code: 'embedded_request_unknown',
    })
    const add2 = await beginPasskeyRegistration(context(), owner)
    expect(await finishPasskeyRegistration(context(), owner, { requestId: add2.requestId, response: authenticator.register(add2.options) })).toEqual({
      userId,
      credentialId: authenticator.id,
      created: false,
    })
    const next = await beginPasskeyRegistration(context(), owner)
    expect(next.options.excludeCredentials?.map((c) => c.id)).toEqual([authenticator.id])
    const verify = await beginPasskeyAuthentication(context(), owner)
    expect(await finishPasskeyAuthentication(context(), owner, { requestId: verify.requestId, response: authenticator.assert(verify.options) })).toEqual({
      userId,
      credentialId: authenticator.id,
    })
  })

  it('unlinking a passkey login removes its credential: the passkey no longer logs in (and no other wallet can unlink it)', async () => {
    const { authenticator, userId } = await signUp()
    const other = await signUp()
    await linkLogin(database.get().db, { userId, provider: 'email', subject: 'a@example.com', now: t0 })
    // Another user's unlink of this passkey removes nothing.
    await expect(unlinkLogin(database.get().db, { userId: other.userId, provider: 'passkey', subject: authenticator.id })).rejects.toMatchObject({ code: 'embedded_login_not_linked' })
    const stillIn = await beginPasskeyAuthentication(context(), null)
    await expect(finishPasskeyAuthentication(context(), null, { requestId: stillIn.requestId, response: authenticator.assert(stillIn.options) })).resolves.toMatchObject({ userId })

    const logins = await unlinkLogin(database.get().db, { userId, provider: 'passkey', subject: authenticator.id })
    expect(logins.map((login) => login.provider)).toEqual(['email'])
    const login = await beginPasskeyAuthentication(context(), null)
    await expect(finishPasskeyAuthentication(context(), null, { requestId: login.requestId, response: authenticator.assert(login.options) })).rejects.toMatchObject({ code: 'embedded_passkey_unknown' })
  })

  it('answers a malformed response with a refusal, not a crash', async () => {
    await signUp()
    const login = await beginPasskeyAuthentication(context(), null)
    const garbage = { id: 'x', rawId: 'x', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: '!!', authenticatorData: '', signature: '' } } as never
    await expect(finishPasskeyAuthentication(context(), null, { requestId: login.requestId, response: garbage })).rejects.toMatchObject({ code: 'embedded_passkey_unknown' })
  })
})
