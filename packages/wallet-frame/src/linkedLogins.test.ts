// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import type { Api } from './api.ts'
import { englishTranslate } from './i18n/translate.ts'
import { linkedLoginsSection } from './linkedLogins.ts'
import { fakeCredentials, verifyOptions } from './testing/fakeCredentials.ts'

const apiOrigin = 'https://api.example'
const parentOrigin = 'https://app.example'
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
const email = { provider: 'email', id: 'ada@example.com', linkedAt: '2026-11-26T10:00:00.000Z' }
const google = { provider: 'google', id: '1234', name: 'Ada', linkedAt: '2026-11-26T11:00:00.000Z' }
const loginId = '0123456789abcdef0123456789abcdef'

function open(api: Partial<Api>, openPopup: (url: string) => Window | null = () => null, credentials = fakeCredentials().credentials) {
  const controller = new AbortController()
  // A wallet without a passkey unless the test says otherwise.
  const withPasskeys = { passkeys: async () => ({ passkeys: [] }), ...api } as Api
  const section = linkedLoginsSection({ api: withPasskeys, t: englishTranslate(), parentOrigin, apiOrigin, openPopup, credentials }, controller.signal)
  document.body.replaceChildren(section)
  const button = (name: string) => [...section.querySelectorAll('button')].find((b) => b.textContent === name)
  const message = () => section.querySelector('.message')?.textContent
  return { section, button, message, controller }
}

describe('the frame’s linked logins', () => {
  it('lists the logins; each is removable while another remains, and Remove asks the server and shows the new list', async () => {
    const lists = [{ logins: [email, google], available: ['google'] }, { logins: [google], available: ['google'] }]
    const logins = vi.fn(async () => lists.shift()!)
    const unlinkLogin = vi.fn(async () => ({ logins: [google] }))
    const { section, button, message } = open({ logins, unlinkLogin })
    await tick()
    expect([...section.querySelectorAll('li strong')].map((node) => node.textContent)).toEqual(['E-mail: ada@example.com', 'Google: Ada'])
    expect(button('Link Google')).toBeUndefined()
    button('Remove E-mail: ada@example.com')!.click()
    await tick()
    await tick()
    expect(unlinkLogin).toHaveBeenCalledExactlyOnceWith('email', 'ada@example.com', undefined)
    expect(message()).toBe('Removed: E-mail: ada@example.com')
    // The last login has no Remove, and says why.
    expect(button('Remove Google: Ada')).toBeUndefined()
    expect(section.textContent).toContain('This is your only login')
  })

  it('links a social login: the popup opens within the click, goes to the provider, and the callback’s result is redeemed as a link', async () => {
    const popup = { location: { href: 'about:blank' }, close: vi.fn() }
    const openPopup = vi.fn(() => popup as unknown as Window)
    const lists = [{ logins: [email], available: ['google', 'x'] }, { logins: [email, google], available: ['google', 'x'] }]
    const api = {
      logins: vi.fn(async () => lists.shift()!),
      startLink: vi.fn(async () => ({ loginId, url: 'https://accounts.example/auth?x=1', binding: 'B'.repeat(43) })),
      finishLink: vi.fn(async () => ({ user: {}, logins: [email, google] })),
      finishSocial: vi.fn(),
    }
    const { button, message } = open(api as unknown as Partial<Api>, openPopup)
    await tick()
    expect(button('Link X')).toBeDefined()
    button('Link Google')!.click()
    expect(openPopup).toHaveBeenCalledExactlyOnceWith('about:blank')
    await tick()
    expect(api.startLink).toHaveBeenCalledExactlyOnceWith('google', parentOrigin, undefined)
    expect(popup.location.href).toBe('https://accounts.example/auth?x=1')
    expect(message()).toBe('Finish in the window that opened…')
    window.dispatchEvent(new MessageEvent('message', { origin: apiOrigin, data: { type: 'portico:social-result', loginId, ok: true, result: 'R'.repeat(43) } }))
    await tick()
    await tick()
    expect(api.finishLink).toHaveBeenCalledExactlyOnceWith(loginId, 'R'.repeat(43), 'B'.repeat(43))
    expect(api.finishSocial).not.toHaveBeenCalled()
    expect(message()).toBe('Google is linked: it opens this wallet too.')
  })

  it('says so when the popup is blocked (nothing started), and when the login is another wallet’s (the popup closed)', async () => {
    const api = { logins: vi.fn(async () => ({ logins: [email], available: ['google'] })), startLink: vi.fn(async () => ({ loginId, url: 'https://accounts.example/auth' })) }
    const blocked = open(api as unknown as Partial<Api>, () => null)
    await tick()
    blocked.button('Link Google')!.click()
    await tick()
    expect(api.startLink).not.toHaveBeenCalled()
    expect(blocked.message()).toBe('The login window was blocked. Allow pop-ups for this page and try again.')
    const popup = { location: { href: '' }, close: vi.fn() }
    const taken = open(api as unknown as Partial<Api>, () => popup as unknown as Window)
    await tick()
    taken.button('Link Google')!.click()
    await tick()
    window.dispatchEvent(new MessageEvent('message', { origin: apiOrigin, data: { type: 'portico:social-result', loginId, ok: false, error: { code: 'embedded_login_taken', message: 'taken' } } }))
    await tick()
    expect(taken.message()).toBe('This login already opens another wallet. Sign in with it to use that wallet.')
    expect(taken.section.querySelector('.message')!.getAttribute('role')).toBe('alert')
    expect(popup.close).toHaveBeenCalled()
  })

  it('a popup the person closes ends the wait quietly: Link works again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      const popup = { location: { href: '' }, close: vi.fn(), closed: false }
      const api = { logins: vi.fn(async () => ({ logins: [email], available: ['google'] })), startLink: vi.fn(async () => ({ loginId, url: 'https://accounts.example/auth' })) }
      const { button, message } = open(api as unknown as Partial<Api>, () => popup as unknown as Window)
      await tick()
      button('Link Google')!.click()
      await tick()
      expect(message()).toBe('Finish in the window that opened…')
      popup.closed = true
      vi.advanceTimersByTime(500)
      await tick()
      await tick()
      expect(message()).toBe('')
      button('Link Google')!.click()
      await tick()
      expect(api.startLink).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('a wallet with a passkey confirms with it: Remove sends its assertion; Link asks it first (no popup yet), then “Continue to Google” opens the popup and starts the link with it', async () => {
    const passkeyRow = { id: 'AQI', createdAt: '2026-11-26T10:00:00.000Z', lastUsedAt: null, backedUp: false, deviceType: 'singleDevice' }
    const { credentials, calls } = fakeCredentials()
    const popup = { location: { href: 'about:blank' }, close: vi.fn() }
    const openPopup = vi.fn(() => popup as unknown as Window)
    const api = {
      passkeys: vi.fn(async () => ({ passkeys: [passkeyRow], sendLimit: null })),
      passkeyVerifyStart: vi.fn(async () => verifyOptions),
      logins: vi.fn(async () => ({ logins: [email, google], available: ['google', 'x'] })),
      unlinkLogin: vi.fn(async () => ({ logins: [email] })),
      startLink: vi.fn(async () => ({ loginId, url: 'https://accounts.example/auth', binding: 'B'.repeat(43) })),
    }
    const { button, message } = open(api as unknown as Partial<Api>, openPopup, credentials)
    await tick()
    button('Remove Google: Ada')!.click()
    await tick()
    await tick()
    const proof = { requestId: verifyOptions.requestId, response: expect.objectContaining({ id: 'AQI', response: expect.objectContaining({ signature: 'Aw' }) }) }
    expect(api.unlinkLogin).toHaveBeenCalledExactlyOnceWith('google', '1234', proof)

    button('Link X')!.click()
    await tick()
    await tick()
    expect(openPopup).not.toHaveBeenCalled()
    expect(calls.get).toBe(2)
    expect(message()).toBe('Passkey confirmed. Now choose “Continue to X”.')
    button('Continue to X')!.click()
    expect(openPopup).toHaveBeenCalledExactlyOnceWith('about:blank')
    await tick()
    expect(api.startLink).toHaveBeenCalledExactlyOnceWith('x', parentOrigin, proof)
    // The proof served once: the ceremony was not asked again.
    expect(calls.get).toBe(2)
  })

  it('a cancelled passkey removes nothing and says so', async () => {
    const api = {
      passkeys: vi.fn(async () => ({ passkeys: [{ id: 'AQI', createdAt: '2026-11-26T10:00:00.000Z', lastUsedAt: null, backedUp: false, deviceType: 'singleDevice' }], sendLimit: null })),
      passkeyVerifyStart: vi.fn(async () => verifyOptions),
      logins: vi.fn(async () => ({ logins: [email, google], available: [] })),
      unlinkLogin: vi.fn(),
    }
    const { button, message } = open(api as unknown as Partial<Api>, () => null, fakeCredentials('NotAllowedError').credentials)
    await tick()
    button('Remove Google: Ada')!.click()
    await tick()
    await tick()
    expect(api.unlinkLogin).not.toHaveBeenCalled()
    expect(message()).toBe('You cancelled the passkey request. Try again when you are ready.')
  })
})
