import { describe, expect, it } from 'vitest'
import { databaseKinds } from '../../testing/databases.ts'
import { testFrameOrigin } from '../../testing/embedded.ts'
import { linkAppOrigin, useLinkedLoginsApp } from '../../testing/linkedLogins.ts'
import { createSoftAuthenticator, type SoftAuthenticator } from '../../testing/softAuthenticator.ts'

// The passkey send limit (issue 40), played as an attacker holding a stolen session: above the
// limit the server signs nothing without a fresh assertion of the wallet's own passkey. The test
// server has no chains, so a send that passes the passkey check stops at `unknown_chain`: that
// answer is the proof the check let it through (and a 403/401/404 that it did not).
describe.each(databaseKinds)('the passkey send limit (%s)', (kind) => {
  const { clock, server, setUp, call } = useLinkedLoginsApp(kind)
  type Server = ReturnType<typeof server>

  /** A passkey-only wallet of `project` (signed up through the routes), with its bearer session. */
  const passkeyWallet = async (s: Server, project: string) => {
    const authenticator = createSoftAuthenticator({ origin: testFrameOrigin })
    const start = await call(s, project, '/v1/embedded/passkey/signup/start', undefined, {})
    const done = await call(s, project, '/v1/embedded/passkey/signup/finish', undefined, { requestId: start.requestId, response: authenticator.register(start.options), parentOrigin: linkAppOrigin, transport: 'bearer' })
    expect(done.status).toBe(200)
    return { token: done.token as string, authenticator }
  }
  const proof = async (s: Server, project: string, token: string, authenticator: SoftAuthenticator) => {
    const verify = await call(s, project, '/v1/embedded/passkey/verify/start', token, {})
    return { requestId: verify.requestId as string, response: authenticator.assert(verify.options) }
  }
  const send = (value: string, passkey?: unknown) => ({ method: 'eth_sendTransaction', chainId: 31337, transaction: { to: `0x${'11'.repeat(20)}`, value }, ...(passkey ? { passkey } : {}) })

  it('a send above the limit is refused without the passkey, with a replayed assertion, with another wallet’s passkey or its proof; at the limit, or with a fresh assertion, it goes on to the chain', async () => {
    clock.now = Date.now()
    const s = server()
    await setUp('sl1')
    const { token, authenticator } = await passkeyWallet(s, 'sl1')
    // Setting the limit needs the passkey too (else a stolen session would lift it).
    expect(await call(s, 'sl1', '/v1/embedded/passkey/limit', token, { limit: '1000' })).toMatchObject({ status: 403, error: { code: 'embedded_passkey_required' } })
    const limitProof = await proof(s, 'sl1', token, authenticator)
    expect(await call(s, 'sl1', '/v1/embedded/passkey/limit', token, { limit: '1000', passkey: limitProof })).toMatchObject({ status: 200, sendLimit: '1000' })

    expect(await call(s, 'sl1', '/v1/embedded/sign', token, send('1001'))).toMatchObject({ status: 403, error: { code: 'embedded_passkey_required', details: { limitWei: '1000' } } })
    // The limit's own assertion, replayed for the send: spent.
    expect(await call(s, 'sl1', '/v1/embedded/sign', token, send('5000', limitProof))).toMatchObject({ status: 404, error: { code: 'embedded_request_unknown' } })
    // This session's request answered by another wallet's passkey.
    const mallory = await passkeyWallet(s, 'sl1')
    const verify = await call(s, 'sl1', '/v1/embedded/passkey/verify/start', token, {})
    const foreign = { requestId: verify.requestId, response: mallory.authenticator.assert(verify.options) }
    expect(await call(s, 'sl1', '/v1/embedded/sign', token, send('5000', foreign))).toMatchObject({ status: 401, error: { code: 'embedded_passkey_refused' } })
    // Another wallet's whole proof (its own request, its own passkey): bound to its session.
    const malloryProof = await proof(s, 'sl1', mallory.token, mallory.authenticator)
    expect(await call(s, 'sl1', '/v1/embedded/sign', token, send('5000', malloryProof))).toMatchObject({ status: 404, error: { code: 'embedded_request_unknown' } })
    // A batch counts the sum of its calls' values.
    const batch = { method: 'wallet_sendCalls', chainId: 31337, calls: [{ to: `0x${'22'.repeat(20)}`, value: '600' }, { to: `0x${'22'.repeat(20)}`, value: '0x258' }] }
    expect(await call(s, 'sl1', '/v1/embedded/sign', token, batch)).toMatchObject({ status: 403, error: { code: 'embedded_passkey_required' } })

    expect(await call(s, 'sl1', '/v1/embedded/sign', token, send('1000'))).toMatchObject({ status: 400, error: { code: 'unknown_chain' } })
    expect(await call(s, 'sl1', '/v1/embedded/sign', token, send('5000', await proof(s, 'sl1', token, authenticator)))).toMatchObject({ status: 400, error: { code: 'unknown_chain' } })
    // A signature moves no native value: not counted.
    expect(await call(s, 'sl1', '/v1/embedded/sign', token, { method: 'personal_sign', message: '0x68656c6c6f' })).toMatchObject({ status: 200 })
    // Removed (with the passkey): a large send needs it no more.
    expect(await call(s, 'sl1', '/v1/embedded/passkey/limit', token, { limit: null, passkey: await proof(s, 'sl1', token, authenticator) })).toMatchObject({ status: 200, sendLimit: null })
    expect(await call(s, 'sl1', '/v1/embedded/sign', token, send('5000'))).toMatchObject({ status: 400, error: { code: 'unknown_chain' } })
  })

  it('removing the last factor is refused: a passkey-only wallet keeps its only passkey (and its limit); two passkeys removed at once leave one', async () => {
    clock.now = Date.now()
    const s = server()
    await setUp('sl2')
    const { token, authenticator } = await passkeyWallet(s, 'sl2')
    await call(s, 'sl2', '/v1/embedded/passkey/limit', token, { limit: '7', passkey: await proof(s, 'sl2', token, authenticator) })
    expect(await call(s, 'sl2', '/v1/embedded/passkey/remove', token, { id: authenticator.id })).toMatchObject({ status: 403, error: { code: 'embedded_passkey_required' } })
    expect(await call(s, 'sl2', '/v1/embedded/passkey/remove', token, { id: authenticator.id, passkey: await proof(s, 'sl2', token, authenticator) })).toMatchObject({
      status: 409,
      error: { code: 'embedded_last_login' },
    })
    const listed = await call(s, 'sl2', '/v1/embedded/passkeys', token)
    expect(listed).toMatchObject({ passkeys: [{ id: authenticator.id }], sendLimit: '7' })
    // Another wallet's passkey is not this wallet's to remove.
    const other = await passkeyWallet(s, 'sl2')
    expect(await call(s, 'sl2', '/v1/embedded/passkey/remove', token, { id: other.authenticator.id, passkey: await proof(s, 'sl2', token, authenticator) })).toMatchObject({
      status: 401,
      error: { code: 'embedded_passkey_unknown' },
    })

    // A second passkey, then both removed at once: one removal wins, the wallet keeps a way in.
    const spare = createSoftAuthenticator({ origin: testFrameOrigin })
    const add = await call(s, 'sl2', '/v1/embedded/passkey/add/start', token, {})
    expect((await call(s, 'sl2', '/v1/embedded/passkey/add/finish', token, { requestId: add.requestId, response: spare.register(add.options) })).passkeys).toHaveLength(2)
    const [p1, p2] = [await proof(s, 'sl2', token, authenticator), await proof(s, 'sl2', token, spare)]
    const answers = await Promise.all([
      call(s, 'sl2', '/v1/embedded/passkey/remove', token, { id: authenticator.id, passkey: p1 }),
      call(s, 'sl2', '/v1/embedded/passkey/remove', token, { id: spare.id, passkey: p2 }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const left = await call(s, 'sl2', '/v1/embedded/passkeys', token)
    expect(left.passkeys).toHaveLength(1)
    expect(left.sendLimit).toBe('7')
  })

  it('the frame reads the list before each send (for the limit): 40 reads in a minute leave the passkey ceremonies their own budget', async () => {
    clock.now = Date.now()
    const s = server()
    await setUp('sl3')
    const { token } = await passkeyWallet(s, 'sl3')
    for (let i = 0; i < 40; i++) expect((await call(s, 'sl3', '/v1/embedded/passkeys', token)).status).toBe(200)
    expect(await call(s, 'sl3', '/v1/embedded/passkey/verify/start', token, {})).toMatchObject({ status: 200 })
  })
})
