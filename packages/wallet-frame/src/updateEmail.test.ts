// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { type Api, ApiError } from './api.ts'
import { englishTranslate } from './i18n/translate.ts'
import { updateEmail } from './updateEmail.ts'

function screens(api: Partial<Api>) {
  const root = document.createElement('main')
  document.body.replaceChildren(root)
  const controller = new AbortController()
  const done = updateEmail(root, { api: api as Api, t: englishTranslate(), email: 'old@example.com' }, controller.signal)
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
    expect(api.updateEmail).toHaveBeenCalledWith('new@example.com')
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
})
