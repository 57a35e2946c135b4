// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import type { Api } from './api.ts'
import { exportKey } from './exportKey.ts'
import { englishTranslate } from './i18n/translate.ts'
import { verifyOptions } from './testing/fakeCredentials.ts'

const tick = async (times = 4) => {
  for (let i = 0; i < times; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}

describe('the key export of a passkey-only wallet', () => {
  it('no code to type: the passkey confirms it from a click; a cancelled ceremony asks the server nothing and says so', async () => {
    if (!('PublicKeyCredential' in globalThis)) Object.assign(globalThis, { PublicKeyCredential: class PublicKeyCredential {} })
    const refusing = { get: vi.fn(async () => Promise.reject(new DOMException('cancelled', 'NotAllowedError'))), create: vi.fn() }
    Object.defineProperty(navigator, 'credentials', { value: refusing, configurable: true })
    const api = {
      startExport: vi.fn(async () => ({ exportId: 'e'.repeat(32), code: false })),
      passkeys: vi.fn(async () => ({ passkeys: [{ id: 'AQI' }], sendLimit: null })),
      passkeyVerifyStart: vi.fn(async () => verifyOptions),
      revealKey: vi.fn(),
    }
    const root = document.createElement('main')
    document.body.replaceChildren(root)
    void exportKey(root, { api: api as unknown as Api, t: englishTranslate(), email: '' }, new AbortController().signal)
    await tick()
    expect(root.textContent).toContain('This wallet has no e-mail address: confirm with your passkey to show your private key.')
    expect(root.querySelector('input')).toBeNull()
    const confirm = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Confirm with my passkey')!
    expect(document.activeElement).toBe(confirm)
    confirm.click()
    await tick(8)
    expect(refusing.get).toHaveBeenCalledOnce()
    expect(api.revealKey).not.toHaveBeenCalled()
    expect(root.querySelector('[role=alert]')?.textContent).toBe('You cancelled the passkey request. Try again when you are ready.')
  })
})
