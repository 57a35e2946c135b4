import { createECDH } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { databaseKinds } from '../../testing/databases.ts'
import { testFrameOrigin } from '../../testing/embedded.ts'
import { linkAppOrigin, useLinkedLoginsApp } from '../../testing/linkedLogins.ts'
import { codeOf } from '../../testing/mailCatcher.ts'
import { createSoftAuthenticator, type SoftAuthenticator } from '../../testing/softAuthenticator.ts'

// A passkey-only wallet (issue 40): its export has the passkey as its factor (no address to mail a
// code to), and a recovery e-mail, confirmed with the passkey and a code mailed to the address,
// becomes its e-mail login; only then may its last passkey go.
describe.each(databaseKinds)('a passkey-only wallet’s export and recovery e-mail (%s)', (kind) => {
  const { clock, server, setUp, emailUser, call, embedded } = useLinkedLoginsApp(kind)
  type Server = ReturnType<typeof server>

  const passkeyWallet = async (s: Server, project: string) => {
    const authenticator = createSoftAuthenticator({ origin: testFrameOrigin })
    const start = await call(s, project, '/v1/embedded/passkey/signup/start', undefined, {})
    const done = await call(s, project, '/v1/embedded/passkey/signup/finish', undefined, { requestId: start.requestId, response: authenticator.register(start.options), parentOrigin: linkAppOrigin, transport: 'bearer' })
    // A passkey login is not a social one: the modal shows no provider for it.
    expect(done.user).toMatchObject({ email: null })
    expect(done.user.socialProvider).toBeUndefined()
    return { token: done.token as string, address: done.user.address as string, authenticator }
  }
  const proof = async (s: Server, project: string, token: string, authenticator: SoftAuthenticator) => {
    const verify = await call(s, project, '/v1/embedded/passkey/verify/start', token, {})
    return { requestId: verify.requestId as string, response: authenticator.assert(verify.options) }
  }

  it('exports with the passkey alone: no code, refused without the passkey or with a spent one, answered once with it', async () => {
    clock.now = Date.now()
    const s = server()
    await setUp('rc1')
    const { token, address, authenticator } = await passkeyWallet(s, 'rc1')
    const started = await call(s, 'rc1', '/v1/embedded/export/start', token, {})
    expect(started).toMatchObject({ status: 200, code: false })
    expect(await call(s, 'rc1', '/v1/embedded/export/resend', token, { exportId: started.exportId })).toMatchObject({ status: 409, error: { code: 'embedded_request_state' } })
    const publicKey = `0x${createECDH('prime256v1').generateKeys('hex')}`
    expect(await call(s, 'rc1', '/v1/embedded/export/key', token, { exportId: started.exportId, publicKey })).toMatchObject({ status: 403, error: { code: 'embedded_passkey_required' } })
    const passkey = await proof(s, 'rc1', token, authenticator)
    const shown = await call(s, 'rc1', '/v1/embedded/export/key', token, { exportId: started.exportId, publicKey, passkey })
    expect(shown).toMatchObject({ status: 200, address })
    expect(shown.ciphertext).toMatch(/^0x[0-9a-f]+$/)
    expect(await call(s, 'rc1', '/v1/embedded/export/key', token, { exportId: started.exportId, publicKey, passkey: await proof(s, 'rc1', token, authenticator) })).toMatchObject({
      status: 409,
      error: { code: 'embedded_request_state' },
    })
    // An e-mail wallet's export still needs its code.
    const { token: emailToken } = await emailUser('rc1', 'ivy@example.com')
    const mailed = await call(s, 'rc1', '/v1/embedded/export/start', emailToken, {})
    expect(mailed).toMatchObject({ status: 200, code: true })
    expect(await call(s, 'rc1', '/v1/embedded/export/key', emailToken, { exportId: mailed.exportId, publicKey })).toMatchObject({ status: 401, error: { code: 'embedded_otp_invalid' } })
  })

  it('adds a recovery e-mail with the passkey and the mailed code; then the last passkey may go', async () => {
    clock.now = Date.now()
    const s = server()
    await setUp('rc2')
    const { token, authenticator } = await passkeyWallet(s, 'rc2')
    expect(await call(s, 'rc2', '/v1/embedded/recovery/start', token, { email: 'kim@example.com' })).toMatchObject({ status: 403, error: { code: 'embedded_passkey_required' } })
    // An address another wallet has.
    await emailUser('rc2', 'taken@example.com')
    expect(await call(s, 'rc2', '/v1/embedded/recovery/start', token, { email: 'taken@example.com', passkey: await proof(s, 'rc2', token, authenticator) })).toMatchObject({
      status: 409,
      error: { code: 'embedded_email_taken' },
    })
    const seen = embedded.mail().mails().length
    const started = await call(s, 'rc2', '/v1/embedded/recovery/start', token, { email: 'kim@example.com', passkey: await proof(s, 'rc2', token, authenticator) })
    expect(started.status).toBe(200)
    const mail = await embedded.mail().nextMail('kim@example.com', { after: seen })
    expect(mail.subject).toMatch(/adds this address to your wallet/)
    expect(await call(s, 'rc2', '/v1/embedded/recovery/verify', token, { recoveryId: started.recoveryId, otp: codeOf(mail) === '000000' ? '111111' : '000000' })).toMatchObject({
      status: 401,
      error: { code: 'embedded_otp_invalid' },
    })
    const verified = await call(s, 'rc2', '/v1/embedded/recovery/verify', token, { recoveryId: started.recoveryId, otp: codeOf(mail) })
    expect(verified).toMatchObject({ status: 200, user: { email: 'kim@example.com' } })
    // A second one is refused: the wallet has an e-mail now (changed through the e-mail change).
    expect(await call(s, 'rc2', '/v1/embedded/recovery/start', token, { email: 'kim2@example.com', passkey: await proof(s, 'rc2', token, authenticator) })).toMatchObject({
      status: 409,
      error: { code: 'embedded_request_state' },
    })
    const logins = await call(s, 'rc2', '/v1/embedded/logins', token)
    expect(logins.logins.map((login: { provider: string }) => login.provider).sort()).toEqual(['email', 'passkey'])
    const removed = await call(s, 'rc2', '/v1/embedded/passkey/remove', token, { id: authenticator.id, passkey: await proof(s, 'rc2', token, authenticator) })
    expect(removed).toMatchObject({ status: 200, passkeys: [], sendLimit: null })
    expect((await call(s, 'rc2', '/v1/embedded/logins', token)).logins.map((login: { provider: string }) => login.provider)).toEqual(['email'])
  })

  it('an e-mail wallet with a passkey adds no recovery e-mail (it has one); a wallet without a passkey is refused the passkey steps', async () => {
    clock.now = Date.now()
    const s = server()
    await setUp('rc3')
    const { token } = await emailUser('rc3', 'lee@example.com')
    expect(await call(s, 'rc3', '/v1/embedded/recovery/start', token, { email: 'lee2@example.com' })).toMatchObject({ status: 409, error: { code: 'embedded_request_state' } })
    expect(await call(s, 'rc3', '/v1/embedded/passkey/limit', token, { limit: '1' })).toMatchObject({ status: 401, error: { code: 'embedded_passkey_unknown' } })
    expect(await call(s, 'rc3', '/v1/embedded/passkey/remove', token, { id: 'AAAA' })).toMatchObject({ status: 401, error: { code: 'embedded_passkey_unknown' } })
  })
})
