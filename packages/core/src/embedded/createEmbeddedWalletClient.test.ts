import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { createEmbeddedWalletClient } from './createEmbeddedWalletClient'

const frameOrigin = 'https://wallet.example'

/**
 * A stand-in for the page around the client (the unit tests run in Node): an iframe element whose
 * window records what is posted to it, and the page's `message` listeners, so the test can answer
 * as the frame would (from the frame's window, at its origin).
 */
function fakePage() {
  const posted: { type: string; id: string; payload: unknown }[] = []
  const contentWindow = { postMessage: (message: { type: string; id: string; payload: unknown }) => posted.push(message) }
  const element = { hidden: false, title: '', src: '', style: {}, setAttribute() {}, remove() {}, contentWindow }
  const listeners = new Set<(event: unknown) => void>()
  vi.stubGlobal('document', { createElement: () => element, body: { appendChild() {} } })
  vi.stubGlobal('window', {
    addEventListener: (_: string, listener: (event: unknown) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: unknown) => void) => listeners.delete(listener),
  })
  const fromFrame = (data: unknown) => {
    for (const listener of listeners) listener({ source: contentWindow, origin: frameOrigin, data })
  }
  return { posted, fromFrame }
}

async function readyClient() {
  const page = fakePage()
  const storage = createMemoryStorage()
  const client = createEmbeddedWalletClient({ frameUrl: `${frameOrigin}/`, projectId: 'p', chainId: 31337, version: 'test', storage, timing: { readyDelayMs: 0 } })
  page.fromFrame({ type: '@w3m-frame/READY', payload: { version: '0.1.0' } })
  await flush()
  await client.ready()
  // A logged-in visitor's login cache.
  storage.setItem('portico.emailLoginUsed', 'true')
  storage.setItem('portico.email', JSON.stringify('a@example.com'))
  storage.setItem('portico.lastUsedChain', JSON.stringify('31337'))
  return { client, storage, ...page }
}

/** Runs what is due now: timers at 0 ms and the promises they settle. */
const flush = () => vi.advanceTimersByTimeAsync(0)

/** The request of `type` the client posted to the frame, once it is there. */
async function posted(messages: { type: string; id: string }[], type: string) {
  for (let i = 0; i < 20 && !messages.some((message) => message.type === type); i++) await flush()
  const message = messages.find((candidate) => candidate.type === type)
  if (!message) throw new Error(`${type} was not posted`)
  return message
}

const cache = (storage: ReturnType<typeof createMemoryStorage>) => ['portico.emailLoginUsed', 'portico.email', 'portico.lastUsedChain'].map((key) => storage.getItem(key))

describe('the embedded wallet client', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('signs out in the frame and clears the login cache', async () => {
    const page = await readyClient()
    const { client, storage, fromFrame } = page
    const users: unknown[] = []
    client.onUser((user) => users.push(user))
    const signingOut = client.signOut()
    const request = await posted(page.posted, '@w3m-app/SIGN_OUT')
    fromFrame({ type: '@w3m-frame/SIGN_OUT_SUCCESS', id: request.id, payload: {} })
    await signingOut
    expect(cache(storage)).toEqual([null, null, null])
    expect(users).toEqual([undefined])
  })

  it('waits at most 3 s for a frame that does not answer, then clears the login cache all the same', async () => {
    const { client, storage } = await readyClient()
    let done = false
    const signingOut = client.signOut().then(() => (done = true))
    await vi.advanceTimersByTimeAsync(2_999)
    expect(done).toBe(false)
    expect(cache(storage)).not.toEqual([null, null, null])
    await vi.advanceTimersByTimeAsync(1)
    await signingOut
    expect(cache(storage)).toEqual([null, null, null])
  })

  it('an e-mail change is the frame\'s own screens: the page sends no address and no code, and learns only the new address', async () => {
    const page = await readyClient()
    const { client, fromFrame, storage } = page
    const updating = client.updateEmail({ locale: 'fr' })
    const request = await posted(page.posted, '@w3m-app/UPDATE_EMAIL')
    expect(page.posted.find((message) => message.id === request.id)?.payload).toEqual({ locale: 'fr' })
    fromFrame({ type: '@w3m-frame/UPDATE_EMAIL_SUCCESS', id: request.id, payload: { email: 'new@example.com' } })
    expect(await updating).toEqual({ email: 'new@example.com' })
    expect(storage.getItem('portico.email')).toBe(JSON.stringify('new@example.com'))
    expect(page.posted.some((message) => /UPDATE_EMAIL_(PRIMARY|SECONDARY)_OTP/.test(message.type))).toBe(false)
  })

  it('a passkey login is the frame\'s own screen: closed, nothing changes; connected, the user is read and the login cache says an embedded login was used, without an e-mail', async () => {
    const page = await readyClient()
    const { client, fromFrame, storage } = page
    const closing = client.connectPasskey({ locale: 'de' })
    const first = await posted(page.posted, '@w3m-app/CONNECT_PASSKEY')
    expect(page.posted.find((message) => message.id === first.id)?.payload).toEqual({ locale: 'de' })
    fromFrame({ type: '@w3m-frame/CONNECT_PASSKEY_SUCCESS', id: first.id, payload: { connected: false } })
    expect(await closing).toBeUndefined()
    expect(page.posted.some((message) => message.type === '@w3m-app/GET_USER')).toBe(false)

    const connecting = client.connectPasskey()
    await flush()
    const second = page.posted.filter((message) => message.type === '@w3m-app/CONNECT_PASSKEY')[1]!
    fromFrame({ type: '@w3m-frame/CONNECT_PASSKEY_SUCCESS', id: second.id, payload: { connected: true } })
    const user = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', email: null, chainId: 31337, accounts: [], preferredAccountType: 'eoa', smartAccountDeployed: false }
    const read = await posted(page.posted, '@w3m-app/GET_USER')
    fromFrame({ type: '@w3m-frame/GET_USER_SUCCESS', id: read.id, payload: user })
    expect(await connecting).toMatchObject({ address: user.address })
    expect(cache(storage)).toEqual(['true', null, JSON.stringify('31337')])
  })

  it('leaving the view closes the frame\'s screen too: the abort reaches the frame, the wait ends with its reason', async () => {
    const page = await readyClient()
    const controller = new AbortController()
    const waiting = page.client.connectPasskey({ signal: controller.signal })
    await posted(page.posted, '@w3m-app/CONNECT_PASSKEY')
    controller.abort(new Error('Request was aborted'))
    await expect(waiting).rejects.toThrow('Request was aborted')
    await posted(page.posted, '@w3m-app/CONNECT_PASSKEY_ABORT')
  })

  it('remembers the account type per network on the host, and asks the frame again when it forgot (its storage denied, a reload)', async () => {
    const page = await readyClient()
    const { client, storage, fromFrame } = page
    const eoa = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const safe = '0x1111111111111111111111111111111111111111'
    const userAs = (type: 'eoa' | 'smartAccount', chainId = 31338) => ({
      address: type === 'eoa' ? eoa : safe,
      email: 'a@example.com',
      chainId,
      accounts: [{ address: eoa, type: 'eoa' }, { address: safe, type: 'smartAccount' }],
      preferredAccountType: type,
      smartAccountDeployed: false,
    })
    const answered = new Set<string>()
    /** Answers the next request of `type` not answered yet. */
    const answer = async (type: string, payload: unknown) => {
      for (let i = 0; i < 20 && !page.posted.some((m) => m.type === `@w3m-app/${type}` && !answered.has(m.id)); i++) await flush()
      const request = page.posted.find((m) => m.type === `@w3m-app/${type}` && !answered.has(m.id))
      if (!request) throw new Error(`${type} was not posted`)
      answered.add(request.id)
      fromFrame({ type: `@w3m-frame/${type}_SUCCESS`, id: request.id, payload })
      return request
    }

    const switching = client.setPreferredAccount('eoa')
    await answer('SET_PREFERRED_ACCOUNT', { type: 'eoa', address: eoa })
    await answer('GET_USER', userAs('eoa'))
    expect(await switching).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })
    expect(JSON.parse(storage.getItem('portico.preferredAccountTypes')!)).toEqual({ 31338: 'eoa' })

    // The frame forgot (the smart account acts again by default): the host asks it for the EOA once more.
    const reading = client.getUser(31338)
    expect((await answer('GET_USER', userAs('smartAccount'))).payload).toEqual({ chainId: 31338 })
    expect((await answer('SET_PREFERRED_ACCOUNT', { type: 'eoa', address: eoa })).payload).toEqual({ type: 'eoa' })
    await answer('GET_USER', userAs('eoa'))
    expect(await reading).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })

    // Another network has its own choice (none here): nothing asked.
    const other = client.getUser(31337)
    await answer('GET_USER', userAs('smartAccount', 31337))
    expect(await other).toMatchObject({ preferredAccountType: 'smartAccount' })
    expect(page.posted.filter((m) => m.type === '@w3m-app/SET_PREFERRED_ACCOUNT')).toHaveLength(2)

    // Sign-out forgets it.
    const signingOut = client.signOut()
    await answer('SIGN_OUT', {})
    await signingOut
    expect(storage.getItem('portico.preferredAccountTypes')).toBeNull()
  })
})
