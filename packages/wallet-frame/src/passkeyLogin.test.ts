// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import type { Api } from './api.ts'
import { englishTranslate } from './i18n/translate.ts'
import { passkeyLogin } from './passkeyLogin.ts'
import { fakeCredentials } from './testing/fakeCredentials.ts'

const parentOrigin = 'https://app.example'
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
const creation = { requestId: 'c'.repeat(32), options: { challenge: 'AAEC', user: { id: 'AQI', name: 'Portico wallet', displayName: '' }, excludeCredentials: [] } }
const request = { requestId: 'd'.repeat(32), options: { challenge: 'AAEC', userVerification: 'required' } }

function screen(api: Partial<Api>, fake = fakeCredentials()) {
  const root = document.createElement('main')
  document.body.replaceChildren(root)
  const controller = new AbortController()
  const done = passkeyLogin(root, { api: api as Api, t: englishTranslate(), parentOrigin, credentials: fake.credentials, locale: 'en-GB' }, controller.signal)
  const button = (name: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === name)!
  const message = () => root.querySelector('.message')
  return { root, done, button, message, controller, calls: fake.calls }
}

describe('the frame’s passkey login screen', () => {
  it('asks nothing until the person clicks; “Use my passkey” signs in with the browser’s passkey for the host page', async () => {
    const api = { passkeyLoginStart: vi.fn(async () => request), passkeyLoginFinish: vi.fn(async () => ({ expiresAt: '', user: {} as never })) }
    const { root, done, button, calls } = screen(api)
    expect(root.getAttribute('role')).toBe('dialog')
    expect(root.querySelector('h1')?.textContent).toBe('Log in with a passkey')
    await tick()
    expect(api.passkeyLoginStart).not.toHaveBeenCalled()
    expect(calls.get).toBe(0)
    button('Use my passkey').click()
    expect(await done).toBe(true)
    expect(api.passkeyLoginFinish).toHaveBeenCalledExactlyOnceWith({ requestId: request.requestId, response: expect.objectContaining({ id: 'AQI' }), parentOrigin, transport: 'cookie' })
    expect(root.hidden).toBe(true)
    expect(root.childElementCount).toBe(0)
  })

  it('a cancelled ceremony is said in words and the screen stays; “Create a new wallet” then signs up; Cancel resolves false', async () => {
    const api = {
      passkeyLoginStart: vi.fn(async () => request),
      passkeySignupStart: vi.fn(async () => creation),
      passkeySignupFinish: vi.fn(async () => ({ expiresAt: '', user: {} as never })),
    }
    const cancelled = screen(api, fakeCredentials('NotAllowedError'))
    cancelled.button('Use my passkey').click()
    await tick()
    await tick()
    expect(cancelled.message()?.textContent).toBe('You cancelled the passkey request. Try again when you are ready.')
    expect(cancelled.message()?.getAttribute('role')).toBe('alert')
    expect(cancelled.root.hidden).toBe(false)
    cancelled.button('Cancel').click()
    expect(await cancelled.done).toBe(false)

    const created = screen(api)
    created.button('Create a new wallet with a passkey').click()
    expect(await created.done).toBe(true)
    expect(created.calls.create).toBe(1)
    // The new passkey is named by the day it was made (and the platform, where the browser says it).
    expect(api.passkeySignupFinish).toHaveBeenCalledExactlyOnceWith({
      requestId: creation.requestId,
      response: expect.objectContaining({ id: 'AQI' }),
      parentOrigin,
      transport: 'cookie',
      name: expect.stringMatching(/^Passkey (on .+, |of )\d{1,2} \w{3} \d{4}$/),
    })
  })

  it('no authenticator on this device: said so', async () => {
    const { button, message } = screen({ passkeyLoginStart: vi.fn(async () => request) }, fakeCredentials('NotSupportedError'))
    button('Use my passkey').click()
    await tick()
    await tick()
    expect(message()?.textContent).toBe('This device has no passkey or security key to use here. Try another device, or log in another way.')
  })
})
