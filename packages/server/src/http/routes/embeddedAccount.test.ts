import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core'
import { bytesToHex, type Hex, hexToBytes, isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { exportHpkeInfo } from '../../embedded/exportCipher.ts'
import { parseMasterKey } from '../../embedded/masterKey.ts'
import { findOrCreateUser } from '../../embedded/wallets.ts'
import { json } from '../../testing/app.ts'
import { databaseKinds } from '../../testing/databases.ts'
import { testFrameOrigin, testMasterKey } from '../../testing/embedded.ts'
import { testAppOrigin as appOrigin, useEmbeddedTestApp } from '../../testing/embeddedApp.ts'
import { codeOf } from '../../testing/mailCatcher.ts'

const hpkeSuite = () => new CipherSuite({ kem: new DhkemP256HkdfSha256(), kdf: new HkdfSha256(), aead: new Aes256Gcm() })

// The signed-in user's e-mail update (a code to the old address, then one to the new) and key
// export (a fresh code, then the key, once), with the login's rules on codes and mails.
describe.each(databaseKinds)('e-mail update and key export (%s)', (kind) => {
  const test = useEmbeddedTestApp(kind)
  const { clock, database, embedded, server, post, error, newEmail, mailCount } = test
  /** A user of `email` with a live session in project `p` (as a finished login leaves it). */
  const signedIn = async (email = newEmail()) => {
    const bearer = await test.session(await test.user(email))
    const me = await json(await test.get('/v1/embedded/me', bearer))
    return { email, bearer, address: me.user.address as Hex }
  }
  /** The code of the next mail to `to` after `seen` mails. */
  const codeTo = async (to: string, seen: number) => codeOf(await embedded.mail().nextMail(to, { after: seen }))
  const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000')

  it('moves the wallet to a new address: a code to the old one, then one to the new one; the wallet stays', async () => {
    const user = await signedIn()
    const target = newEmail()
    const seen = mailCount()
    const start = await post('/v1/embedded/email/update', { email: target.toUpperCase() }, user.bearer)
    expect(start.status).toBe(200)
    const { action, updateId } = await json(start)
    expect(action).toBe('VERIFY_PRIMARY_OTP')
    const primaryMail = await embedded.mail().nextMail(user.email, { after: seen })
    expect(primaryMail.subject).toMatch(/^\d{6} confirms your wallet's new e-mail$/)
    expect(primaryMail.text).toContain(target)
    expect(primaryMail.text).toContain(`Shop (${appOrigin})`)
    const primary = codeOf(primaryMail)

    // The second step's route refuses before the first is done; a wrong first code says what is left.
    expect(await error(post('/v1/embedded/email/update/secondary', { updateId, otp: primary }, user.bearer))).toMatchObject({ status: 409, code: 'embedded_request_state' })
    expect(await error(post('/v1/embedded/email/update/primary', { updateId, otp: wrongFor(primary) }, user.bearer))).toMatchObject({
      status: 401,
      code: 'embedded_otp_invalid',
      details: { attemptsLeft: 4 },
    })
    expect(await json(await post('/v1/embedded/email/update/primary', { updateId, otp: primary }, user.bearer))).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const secondaryMail = await embedded.mail().nextMail(target, { after: seen + 1 })
    expect(secondaryMail.subject).toMatch(/^\d{6} confirms this address for your wallet$/)
    // The first code is no second-step code.
    const secondary = codeOf(secondaryMail)
    if (secondary !== primary) expect(await error(post('/v1/embedded/email/update/secondary', { updateId, otp: primary }, user.bearer))).toMatchObject({ code: 'embedded_otp_invalid' })
    const done = await json(await post('/v1/embedded/email/update/secondary', { updateId, otp: secondary }, user.bearer))
    expect(done.user).toMatchObject({ email: target, address: user.address })
    const me = await json(await server().request('/v1/embedded/me?projectId=p', { headers: { origin: testFrameOrigin, ...user.bearer } }))
    expect(me.user.email).toBe(target)
    // Once.
    expect(await error(post('/v1/embedded/email/update/secondary', { updateId, otp: secondary }, user.bearer))).toMatchObject({ status: 409, code: 'embedded_request_state' })
    // The old address is free again; the new one is this wallet's: logging in with it reaches the same wallet.
    const { db } = database.get()
    const identities = await db.selectFrom('embedded_identities').select(['subject']).where('subject', 'in', [user.email, target]).execute()
    expect(identities.map((row) => row.subject)).toEqual([target])
  })

  it('refuses the same address, a taken one, a resend inside 30 s, a wrong, expired or 6th code, each with its error, and loses nothing', async () => {
    const other = await signedIn()
    const user = await signedIn()
    expect(await error(post('/v1/embedded/email/update', { email: user.email }, user.bearer))).toMatchObject({ status: 400, code: 'embedded_email_unchanged' })
    expect(await error(post('/v1/embedded/email/update', { email: other.email }, user.bearer))).toMatchObject({
      status: 409,
      code: 'embedded_email_taken',
      message: 'This e-mail address is already used by another wallet',
    })
    expect(await error(post('/v1/embedded/email/update', { email: 'not-an-email' }, user.bearer))).toMatchObject({ status: 400, code: 'bad_request' })

    const target = newEmail()
    let seen = mailCount()
    const { updateId } = await json(await post('/v1/embedded/email/update', { email: target }, user.bearer))
    const primary = await codeTo(user.email, seen)
    // A resend inside the cooldown: the spec's words; so is a new update.
    clock.now += 12_000
    const tooSoon = await post('/v1/embedded/email/update/resend', { updateId }, user.bearer)
    expect(tooSoon.headers.get('retry-after')).toBe('18')
    expect(await error(tooSoon)).toMatchObject({ status: 429, code: 'embedded_cooldown', message: 'Please try again after 18 seconds' })
    expect(await error(post('/v1/embedded/email/update', { email: newEmail() }, user.bearer))).toMatchObject({ status: 429, code: 'embedded_cooldown' })
    // Five wrong codes, then even the right one is refused.
    for (let i = 0; i < 5; i++) await post('/v1/embedded/email/update/primary', { updateId, otp: wrongFor(primary) }, user.bearer)
    expect(await error(post('/v1/embedded/email/update/primary', { updateId, otp: primary }, user.bearer))).toMatchObject({ status: 429, code: 'embedded_otp_attempts' })
    // After the cooldown a new code (to the old address) works; an expired one does not.
    clock.now += 18_000
    seen = mailCount()
    expect(await json(await post('/v1/embedded/email/update/resend', { updateId }, user.bearer))).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const second = await codeTo(user.email, seen)
    clock.now += 10 * 60_000 + 1
    expect(await error(post('/v1/embedded/email/update/primary', { updateId, otp: second }, user.bearer))).toMatchObject({ status: 410, code: 'embedded_otp_expired' })
    seen = mailCount()
    await post('/v1/embedded/email/update/resend', { updateId }, user.bearer)
    const third = await codeTo(user.email, seen)
    seen = mailCount()
    expect(await json(await post('/v1/embedded/email/update/primary', { updateId, otp: third }, user.bearer))).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const secondary = await codeTo(target, seen)
    // A resend right after the code to the new address is refused too (its cooldown started).
    expect(await error(post('/v1/embedded/email/update/resend', { updateId }, user.bearer))).toMatchObject({ status: 429, code: 'embedded_cooldown' })

    // Another wallet takes the address meanwhile: refused, and this wallet keeps its address.
    await findOrCreateUser(database.get().db, { provider: 'email', subject: target, master: parseMasterKey(testMasterKey), now: clock.now })
    expect(await error(post('/v1/embedded/email/update/secondary', { updateId, otp: secondary }, user.bearer))).toMatchObject({ status: 409, code: 'embedded_email_taken' })
    const me = await json(await server().request('/v1/embedded/me?projectId=p', { headers: { origin: testFrameOrigin, ...user.bearer } }))
    expect(me.user).toMatchObject({ email: user.email, address: user.address })
  })

  it('binds an update to its session: no session, another session or the app page get nothing', async () => {
    const user = await signedIn()
    const { updateId } = await json(await post('/v1/embedded/email/update', { email: newEmail() }, user.bearer))
    expect(await error(post('/v1/embedded/email/update/primary', { updateId, otp: '123456' }))).toMatchObject({ status: 401, code: 'embedded_no_session' })
    const again = await signedIn(user.email)
    expect(await error(post('/v1/embedded/email/update/primary', { updateId, otp: '123456' }, again.bearer))).toMatchObject({ status: 404, code: 'embedded_request_unknown' })
    expect(await error(post('/v1/embedded/email/update', { email: newEmail() }, { ...user.bearer, origin: appOrigin }))).toMatchObject({ status: 403, code: 'embedded_origin_refused' })
    // A whole check expires with the login's lifetime.
    clock.now += 15 * 60_000
    expect(await error(post('/v1/embedded/email/update/resend', { updateId }, user.bearer))).toMatchObject({ status: 410, code: 'embedded_request_expired' })
  })

  it('answers the private key once, after a fresh mailed code, to the frame only, encrypted to the frame\'s one-time key (never the key itself)', async () => {
    const user = await signedIn()
    expect(await error(post('/v1/embedded/export/start', {}))).toMatchObject({ status: 401, code: 'embedded_no_session' })
    expect(await error(post('/v1/embedded/export/start', {}, { ...user.bearer, origin: appOrigin }))).toMatchObject({ status: 403, code: 'embedded_origin_refused' })
    const seen = mailCount()
    const { exportId } = await json(await post('/v1/embedded/export/start', {}, user.bearer))
    const mail = await embedded.mail().nextMail(user.email, { after: seen })
    expect(mail.subject).toMatch(/^\d{6} shows your wallet's private key$/)
    const code = codeOf(mail)
    // The frame's one-time key pair (as the frame makes it).
    const frame = hpkeSuite()
    const keyPair = await frame.kem.generateKeyPair()
    const publicKey = bytesToHex(new Uint8Array(await frame.kem.serializePublicKey(keyPair.publicKey)))
    expect(await error(post('/v1/embedded/export/resend', { exportId }, user.bearer))).toMatchObject({ status: 429, code: 'embedded_cooldown' })
    expect(await error(post('/v1/embedded/export/key', { exportId, otp: wrongFor(code), publicKey }, user.bearer))).toMatchObject({ status: 401, code: 'embedded_otp_invalid' })
    // No key, or not a point of P-256: refused before the code is tried.
    expect(await error(post('/v1/embedded/export/key', { exportId, otp: code }, user.bearer))).toMatchObject({ status: 400, code: 'bad_request' })
    for (let i = 0; i < 6; i++) {
      expect(await error(post('/v1/embedded/export/key', { exportId, otp: code, publicKey: `0x04${'ab'.repeat(64)}` }, user.bearer))).toMatchObject({ status: 400, code: 'embedded_export_key_invalid' })
    }
    const answer = await post('/v1/embedded/export/key', { exportId, otp: code, publicKey }, user.bearer)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const text = await answer.text()
    const { address, enc, ciphertext, ...rest } = JSON.parse(text) as { address: string; enc: Hex; ciphertext: Hex }
    expect(rest).toEqual({})
    expect(address).toBe(user.address)
    // The frame alone opens it, with its private key, the suite's info and the export's id.
    const opened = await frame.open({ recipientKey: keyPair, enc: hexToBytes(enc), info: new TextEncoder().encode(exportHpkeInfo) }, hexToBytes(ciphertext), new TextEncoder().encode(exportId))
    const privateKey = bytesToHex(new Uint8Array(opened))
    expect(isHex(privateKey) && privateKey.length).toBe(66)
    expect(privateKeyToAccount(privateKey).address).toBe(user.address)
    // Nowhere in the answer, in any spelling.
    expect(text.toLowerCase()).not.toContain(privateKey.slice(2).toLowerCase())
    expect(text).not.toContain(Buffer.from(hexToBytes(privateKey)).toString('base64'))
    // Another key pair cannot open it.
    const other = await frame.kem.generateKeyPair()
    await expect(frame.open({ recipientKey: other, enc: hexToBytes(enc), info: new TextEncoder().encode(exportHpkeInfo) }, hexToBytes(ciphertext), new TextEncoder().encode(exportId))).rejects.toThrow()
    // Once: the same code again gets nothing.
    expect(await error(post('/v1/embedded/export/key', { exportId, otp: code, publicKey }, user.bearer))).toMatchObject({ status: 409, code: 'embedded_request_state' })
  })
})
