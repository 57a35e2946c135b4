import { describe, expect, it } from 'vitest'
import { databaseKinds } from '../../testing/databases.ts'
import { testFrameOrigin } from '../../testing/embedded.ts'
import { linkAppOrigin, useLinkedLoginsApp } from '../../testing/linkedLogins.ts'
import { createSoftAuthenticator } from '../../testing/softAuthenticator.ts'

// Passkey names (issue 40): a wallet with several passkeys tells them apart by the names the person
// gave them. Played as an attacker too: another wallet's passkey, names too long or made to look
// like something else (control, bidi and zero-width characters), bodies of the wrong shape.
describe.each(databaseKinds)('passkey names (%s)', (kind) => {
  const { clock, server, setUp, call } = useLinkedLoginsApp(kind)
  type Server = ReturnType<typeof server>

  /** A passkey wallet of `project` signed up through the routes (`name` for its passkey, when given), with its bearer session. */
  const passkeyWallet = async (s: Server, project: string, name?: unknown) => {
    const authenticator = createSoftAuthenticator({ origin: testFrameOrigin })
    const start = await call(s, project, '/v1/embedded/passkey/signup/start', undefined, {})
    const done = await call(s, project, '/v1/embedded/passkey/signup/finish', undefined, {
      requestId: start.requestId,
      response: authenticator.register(start.options),
      parentOrigin: linkAppOrigin,
      transport: 'bearer',
      ...(name === undefined ? {} : { name }),
    })
    expect(done.status).toBe(200)
    return { token: done.token as string, authenticator }
  }
  const names = async (s: Server, project: string, token: string) => ((await call(s, project, '/v1/embedded/passkeys', token)).passkeys as { id: string; name: string | null }[]).map((p) => [p.id, p.name])

  it('a passkey is named at sign-up and when added, renamed later; the list shows each name (none for a passkey given none)', async () => {
    clock.now = Date.now()
    const s = server()
    await setUp('pn1')
    const { token, authenticator } = await passkeyWallet(s, 'pn1', 'Passkey on Linux, 29 Nov 2026')
    const spare = createSoftAuthenticator({ origin: testFrameOrigin })
    const add = await call(s, 'pn1', '/v1/embedded/passkey/add/start', token, {})
    const added = await call(s, 'pn1', '/v1/embedded/passkey/add/finish', token, { requestId: add.requestId, response: spare.register(add.options), name: 'Spare key 🔑' })
    expect(added.passkeys.map((p: { name: string }) => p.name)).toEqual(['Passkey on Linux, 29 Nov 2026', 'Spare key 🔑'])

    const renamed = await call(s, 'pn1', '/v1/embedded/passkey/rename', token, { id: authenticator.id, name: 'Work laptop' })
    expect(renamed).toMatchObject({ status: 200, passkeys: [{ id: authenticator.id, name: 'Work laptop' }, { id: spare.id, name: 'Spare key 🔑' }] })
    // 64 characters (code points) is the most: 64 emoji are 128 UTF-16 units.
    expect(await call(s, 'pn1', '/v1/embedded/passkey/rename', token, { id: spare.id, name: '🔑'.repeat(64) })).toMatchObject({ status: 200 })
    expect(await names(s, 'pn1', token)).toEqual([
      [authenticator.id, 'Work laptop'],
      [spare.id, '🔑'.repeat(64)],
    ])

    // A sign-up that gives no name: listed with none (the frame names it by its kind).
    const unnamed = await passkeyWallet(s, 'pn1')
    expect(await names(s, 'pn1', unnamed.token)).toEqual([[unnamed.authenticator.id, null]])
  })

  it('hostile: another wallet’s passkey cannot be renamed (unknown, its name kept); too long or look-alike names and malformed bodies are 400, nothing changed; no session or another origin is refused', async () => {
    clock.now = Date.now()
    const s = server()
    await setUp('pn2')
    const alice = await passkeyWallet(s, 'pn2', 'Alice phone')
    const mallory = await passkeyWallet(s, 'pn2', 'Mallory')

    expect(await call(s, 'pn2', '/v1/embedded/passkey/rename', mallory.token, { id: alice.authenticator.id, name: 'Remove me' })).toMatchObject({
      status: 401,
      error: { code: 'embedded_passkey_unknown' },
    })
    expect(await call(s, 'pn2', '/v1/embedded/passkey/rename', mallory.token, { id: 'no-such-passkey', name: 'x' })).toMatchObject({ status: 401, error: { code: 'embedded_passkey_unknown' } })
    expect(await names(s, 'pn2', alice.token)).toEqual([[alice.authenticator.id, 'Alice phone']])

    const id = alice.authenticator.id
    for (const name of [
      'a'.repeat(65),
      '🔑'.repeat(65),
      'x'.repeat(300),
      '',
      ' ',
      ' Laptop',
      'Laptop ',
      'Lap\ntop',
      'Lap\u0000top',
      'Laptop\u202Epot', // a right-to-left override: the name would read backwards from there
      'Lap\u200Btop', // a zero-width space: two names that look the same
      'Lap\u2028top',
      'Lap\uD800top', // half a surrogate pair
      42,
      null,
      ['Laptop'],
    ]) {
      expect(await call(s, 'pn2', '/v1/embedded/passkey/rename', alice.token, { id, name }), JSON.stringify(name).slice(0, 40)).toMatchObject({ status: 400, error: { code: 'bad_request' } })
    }
    // A body past the server's limit is refused before it is read.
    expect(await call(s, 'pn2', '/v1/embedded/passkey/rename', alice.token, { id, name: 'x'.repeat(100_000) })).toMatchObject({ status: 413 })
    expect(await call(s, 'pn2', '/v1/embedded/passkey/rename', alice.token, { id: 'x'.repeat(1025), name: 'ok' })).toMatchObject({ status: 400 })
    expect(await call(s, 'pn2', '/v1/embedded/passkey/rename', alice.token, { name: 'ok' })).toMatchObject({ status: 400 })
    expect(await names(s, 'pn2', alice.token)).toEqual([[id, 'Alice phone']])

    // A minute later (the passkey routes' rate limit is 30 a minute), a malformed name at add/finish is refused before the request is spent: the same answer with a good name still adds it.
    clock.now += 61_000
    const spare = createSoftAuthenticator({ origin: testFrameOrigin })
    const add = await call(s, 'pn2', '/v1/embedded/passkey/add/start', alice.token, {})
    const response = spare.register(add.options)
    expect(await call(s, 'pn2', '/v1/embedded/passkey/add/finish', alice.token, { requestId: add.requestId, response, name: 'a\u202Eb' })).toMatchObject({ status: 400 })
    expect(await call(s, 'pn2', '/v1/embedded/passkey/add/finish', alice.token, { requestId: add.requestId, response, name: 'Spare' })).toMatchObject({ status: 200 })
    // Likewise at sign-up.
    const start = await call(s, 'pn2', '/v1/embedded/passkey/signup/start', undefined, {})
    const newcomer = createSoftAuthenticator({ origin: testFrameOrigin })
    const signup = { requestId: start.requestId, response: newcomer.register(start.options), parentOrigin: linkAppOrigin, transport: 'bearer' }
    expect(await call(s, 'pn2', '/v1/embedded/passkey/signup/finish', undefined, { ...signup, name: 'x'.repeat(65) })).toMatchObject({ status: 400 })

    expect(await call(s, 'pn2', '/v1/embedded/passkey/rename', undefined, { id, name: 'Mine now' })).toMatchObject({ status: 401, error: { code: 'embedded_no_session' } })
    expect(await call(s, 'pn2', '/v1/embedded/passkey/rename', alice.token, { id, name: 'From the page' }, linkAppOrigin)).toMatchObject({ status: 403, error: { code: 'embedded_origin_refused' } })
    expect(await names(s, 'pn2', alice.token)).toEqual([
      [id, 'Alice phone'],
      [spare.id, 'Spare'],
    ])
  })
})
