// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { type Api, ApiError } from './api.ts'
import { englishTranslate } from './i18n/translate.ts'
import { updateEmail } from './updateEmail.ts'
import { fakeCredentials, verifyOptions } from './testing/fakeCredentials.ts'

function screens(api: Partial<Api>, credentials = fakeCredentials().credentials) {
  const root = document.createElement('main')
  document.body.replaceChildren(root)
  const controller = new AbortController()
  // A wallet without a passkey unless the test says otherwise.
  const withPasskeys = { passkeys: async () => ({ passkeys: [] }), ...api } as Api
  const done = updateEmail(root, { api: withPasskeys, t: englishTranslate(), email: 'old@example.com', credentials }, controller.signal)
  const input = () => root.querySelector('input')!
  const submit = async (value: string) => {
    input().value = value
    root.querySelector('form')!.requestSubmit()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { root, done, input, submit, controller }
}

describe('the frame’s e-mail change screens', () => {
  it('take the new address and both codes in the frame, then resolve with the new address', async () => {
    const api = {
      updateEmail: vi.fn(async () => ({ action: 'VERIFY_PRIMARY_OTP' as const, updateId: 'u1' })),
      updateEmailPrimary: vi.fn(async () => ({ action: 'VERIFY_SECONDARY_OTP' as const })),
      updateEmailSecondary: vi.fn(async () => ({ user: { email: 'new@example.com' } as never })),
    }
    const { root, done, input, submit } = screens(api)
    expect(input().labels?.[0]?.textContent).toBe('New e-mail')
    await submit('not an address')
    expect(root.querySelector('[role=alert]')?.textContent).toBe('Enter a valid e-mail address.')
    expect(api.updateEmail).not.toHaveBeenCalled()
    await submit(' New@Example.com ')
    expect(api.updateEmail).toHaveBeenCalledWith('new@example.com', undefined)
    expect(root.textContent).toContain('enter the 6-digit code we sent to old@example.com')
    await submit('123456')
    expect(api.updateEmailPrimary).toHaveBeenCalledWith('u1', '123456')
    expect(root.textContent).toContain('the new address, new@example.com')
    await submit('654321')
    expect(api.updateEmailSecondary).toHaveBeenCalledWith('u1', '654321')
    expect(await done).toBe('new@example.com')
    expect(root.hidden).toBe(true)
    expect(root.childElementCount).toBe(0)
  })

  it('say the server’s refusal in words, and stay at the step; Cancel resolves null', async () => {
    const api = { updateEmail: vi.fn(async () => Promise.reject(new ApiError(409, 'embedded_email_taken', 'taken'))) }
    const { root, done, submit } = screens(api)
    await submit('taken@example.com')
    expect(root.querySelector('[role=alert]')?.textContent).toBe('This e-mail address is already used by another wallet.')
    ;[...root.querySelectorAll('button')].find((b) => b.textContent === 'Cancel')!.click()
    expect(await done).toBeNull()
  })

  it('close at once on abort', async () => {
    const { root, done, controller } = screens({})
    controller.abort(new Error('Request was aborted'))
    await expect(done).rejects.toThrow('Request was aborted')
    expect(root.hidden).toBe(true)
  })

  it('a wallet with a passkey: a cancelled passkey starts nothing and says so; confirmed, the change starts with its assertion', async () => {
    const api = {
      passkeys: vi.fn(async () => ({ passkeys: [{ id: 'AQI', name: null, createdAt: '2026-11-26T10:00:00.000Z', lastUsedAt: null, backedUp: false, deviceType: 'singleDevice' }], sendLimit: null })),
      passkeyVerifyStart: vi.fn(async () => verifyOptions),
      updateEmail: vi.fn(async () => ({ action: 'VERIFY_PRIMARY_OTP' as const, updateId: 'u1' })),
    }
    const cancelled = screens(api, fakeCredentials('NotAllowedError').credentials)
    await cancelled.submit('new@example.com')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(api.updateEmail).not.toHaveBeenCalled()
    expect(cancelled.root.querySelector('[role=alert]')?.textContent).toBe('You cancelled the passkey request. Try again when you are ready.')
    const confirmed = screens(api)
    await confirmed.submit('new@example.com')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(api.updateEmail).toHaveBeenCalledExactlyOnceWith('new@example.com', { requestId: verifyOptions.requestId, response: expect.objectContaining({ id: 'AQI' }) })
    expect(confirmed.root.textContent).toContain('enter the 6-digit code we sent to old@example.com')
  })
})
