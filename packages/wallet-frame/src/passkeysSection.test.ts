// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import type { Api } from './api.ts'
import { englishTranslate } from './i18n/translate.ts'
import { passkeysSection } from './passkeysSection.ts'
import { fakeCredentials, verifyOptions } from './testing/fakeCredentials.ts'

const tick = async (times = 4) => {
  for (let i = 0; i < times; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}
const email = { provider: 'email', id: 'ada@example.com', linkedAt: '2026-11-26T10:00:00.000Z' }
const passkeyLogin = { provider: 'passkey', id: 'AQIDBAUGBwgJ', linkedAt: '2026-11-26T10:00:00.000Z' }
const row = { id: 'AQIDBAUGBwgJ', name: null, createdAt: '2026-11-26T10:00:00.000Z', lastUsedAt: null, backedUp: true, deviceType: 'multiDevice' }
const used = { ...row, id: 'ZZZZYYYYXXXX', lastUsedAt: '2026-11-28T10:00:00.000Z', backedUp: false, deviceType: 'singleDevice' }
const creation = { requestId: 'c'.repeat(32), options: { challenge: 'AAEC', user: { id: 'AQI', name: 'Portico wallet', displayName: '' } } }

function open(api: Partial<Api>) {
  const fake = fakeCredentials()
  const section = passkeysSection({ api: api as Api, t: englishTranslate(), credentials: fake.credentials, locale: 'en-GB' }, new AbortController().signal)
  document.body.replaceChildren(section)
  const button = (name: string) => [...section.querySelectorAll('button')].find((b) => b.textContent === name)
  return { section, button, calls: fake.calls }
}

describe('the frame’s passkeys section', () => {
  it('an e-mail wallet without a passkey: what adding one does; Add runs the ceremony here and lists it', async () => {
    const lists = [{ passkeys: [], sendLimit: null }, { passkeys: [row], sendLimit: null }]
    const api = {
      passkeys: vi.fn(async () => lists.shift()!),
      logins: vi.fn(async () => ({ logins: [email] })),
      passkeyAddStart: vi.fn(async () => creation),
      passkeyAddFinish: vi.fn(async () => ({ passkeys: [row], sendLimit: null })),
    }
    const { section, button, calls } = open(api)
    await tick()
    expect(section.textContent).toContain('Add a passkey: it logs you in')
    expect(section.querySelector('#passkeys-only')).toBeNull()
    expect(section.querySelector('#send-limit')).toBeNull()
    expect(calls.create).toBe(0)
    // The new passkey's name: the platform and the day unless the person types another.
    const name = section.querySelector<HTMLInputElement>('#passkey-new-name')!
    expect(name.value).toMatch(/^Passkey (on .+, |of )\d{1,2} \w{3} \d{4}$/)
    name.value = '  Work laptop  '
    button('Add a passkey')!.click()
    await tick()
    expect(api.passkeyAddFinish).toHaveBeenCalledExactlyOnceWith({ requestId: creation.requestId, response: expect.objectContaining({ id: 'AQI' }), name: 'Work laptop' })
    expect(section.textContent).toContain('Passkeys on this wallet: 1.')
    expect(section.querySelector('.message')?.textContent).toBe('Passkey added.')
  })

  it('lists each passkey (name, added, last used); Remove asks for a passkey first and sends its proof', async () => {
    const api = {
      passkeys: vi.fn(async () => ({ passkeys: [row, used], sendLimit: null })),
      logins: vi.fn(async () => ({ logins: [email] })),
      passkeyVerifyStart: vi.fn(async () => verifyOptions),
      removePasskey: vi.fn(async () => ({ passkeys: [row], sendLimit: null })),
    }
    const { section, button, calls } = open(api)
    await tick()
    const items = [...section.querySelectorAll('li')].map((li) => li.textContent)
    expect(items[0]).toContain('Synced passkey · AQIDBAUG')
    expect(items[0]).toContain('Added 26 Nov 2026 · not used yet')
    expect(items[1]).toContain('Passkey on one device · ZZZZYYYY')
    expect(items[1]).toContain('Added 26 Nov 2026 · last used 28 Nov 2026')
    button('Remove Passkey on one device · ZZZZYYYY')!.click()
    await tick()
    expect(calls.get).toBe(1)
    expect(api.removePasskey).toHaveBeenCalledExactlyOnceWith('ZZZZYYYYXXXX', { requestId: verifyOptions.requestId, response: expect.objectContaining({ id: 'AQI' }) })
    expect(section.querySelector('.message')?.textContent).toBe('Removed: Passkey on one device · ZZZZYYYY')
  })

  it('the send limit: an amount in the coin, saved in wei with the passkey; a wrong amount is said, nothing sent', async () => {
    const lists = [{ passkeys: [row], sendLimit: null }, { passkeys: [row], sendLimit: '500000000000000000' }]
    const api = {
      passkeys: vi.fn(async () => lists[0]!),
      logins: vi.fn(async () => ({ logins: [email] })),
      passkeyVerifyStart: vi.fn(async () => verifyOptions),
      setSendLimit: vi.fn(async () => (lists.shift(), lists[0]!)),
    }
    const { section } = open(api)
    await tick()
    expect(section.querySelector('#send-limit-state')?.textContent).toBe('No limit is set: sends do not ask for your passkey.')
    const input = section.querySelector<HTMLInputElement>('#send-limit')!
    const form = input.closest('form')!
    input.value = 'lots'
    form.requestSubmit()
    await tick()
    expect(api.setSendLimit).not.toHaveBeenCalled()
    expect(section.querySelector('.message')?.textContent).toBe('Enter an amount such as 0.5.')
    input.value = '0.5'
    form.requestSubmit()
    await tick()
    expect(api.setSendLimit).toHaveBeenCalledExactlyOnceWith('500000000000000000', expect.objectContaining({ requestId: verifyOptions.requestId }))
    expect(section.querySelector('#send-limit-state')?.textContent).toBe('Sends above 0.5 ask for your passkey.')
    expect(section.querySelector('.message')?.textContent).toBe('Limit saved.')
  })

  it('a passkey-only wallet is told plainly that losing it loses the wallet, and offered a recovery e-mail (the passkey, then the mailed code)', async () => {
    const logins = [{ logins: [passkeyLogin] }, { logins: [passkeyLogin, email] }]
    const api = {
      passkeys: vi.fn(async () => ({ passkeys: [row], sendLimit: null })),
      logins: vi.fn(async () => logins[0]!),
      passkeyVerifyStart: vi.fn(async () => verifyOptions),
      startRecovery: vi.fn(async () => ({ recoveryId: 'f'.repeat(32) })),
      verifyRecovery: vi.fn(async () => (logins.shift(), { user: {} })),
    }
    const { section, button } = open(api as unknown as Partial<Api>)
    await tick()
    expect(section.querySelector('#passkeys-only')?.textContent).toBe(
      'A passkey is the only way into this wallet. If you lose it, you lose the wallet and everything in it: nobody can recover it. Add a recovery e-mail below, or a passkey on another device as a spare.',
    )
    section.querySelector<HTMLInputElement>('#recovery-email')!.value = 'Ada@Example.com'
    button('Send a code')!.click()
    await tick()
    expect(api.startRecovery).toHaveBeenCalledExactlyOnceWith('ada@example.com', expect.objectContaining({ requestId: verifyOptions.requestId }))
    expect(section.textContent).toContain('Enter the 6-digit code we sent to ada@example.com.')
    section.querySelector<HTMLInputElement>('#recovery-code')!.value = '123456'
    button('Add this e-mail')!.click()
    await tick()
    expect(api.verifyRecovery).toHaveBeenCalledExactlyOnceWith('f'.repeat(32), '123456')
    expect(section.querySelector('#passkeys-only')).toBeNull()
    expect(section.querySelector('#recovery-email')).toBeNull()
    expect(section.querySelector('.message')?.textContent).toBe('Recovery e-mail added: it can now log in to this wallet.')
  })

  it('a named passkey shows its name and kind; Rename edits it in place and saves it (no passkey asked); a wrong name is said, nothing sent; Cancel puts the row back', async () => {
    const named = { ...row, name: 'Work laptop' }
    const lists = [{ passkeys: [named, used], sendLimit: null }, { passkeys: [{ ...named, name: 'Old laptop' }, used], sendLimit: null }]
    const api = {
      passkeys: vi.fn(async () => lists[0]!),
      logins: vi.fn(async () => ({ logins: [email] })),
      renamePasskey: vi.fn(async () => (lists.shift(), lists[0]!)),
    }
    const { section, button, calls } = open(api)
    await tick()
    const first = section.querySelector('li')!
    expect(first.querySelector('strong')?.textContent).toBe('Work laptop')
    expect(first.querySelector('.detail')?.textContent).toBe('Synced passkey · Added 26 Nov 2026 · not used yet')
    expect(button('Remove Work laptop')).toBeDefined()

    button('Rename Passkey on one device · ZZZZYYYY')!.click()
    expect(section.querySelector<HTMLInputElement>('#passkey-rename-1')!.value).toBe('')
    button('Cancel')!.click()
    expect(section.querySelectorAll('li')[1]!.querySelector('strong')?.textContent).toBe('Passkey on one device · ZZZZYYYY')

    button('Rename Work laptop')!.click()
    const input = section.querySelector<HTMLInputElement>('#passkey-rename-0')!
    expect(section.querySelector('label[for="passkey-rename-0"]')?.textContent).toBe('New name for Work laptop')
    expect(input.value).toBe('Work laptop')
    input.value = 'Old\u202Elaptop'
    input.closest('form')!.requestSubmit()
    await tick()
    expect(api.renamePasskey).not.toHaveBeenCalled()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(section.querySelector('.message')?.textContent).toBe('Enter a name of 1 to 64 characters, without line breaks or hidden characters.')
    input.value = ' Old laptop '
    input.closest('form')!.requestSubmit()
    await tick()
    expect(api.renamePasskey).toHaveBeenCalledExactlyOnceWith(row.id, 'Old laptop')
    expect(calls.get).toBe(0)
    expect(section.querySelector('li strong')?.textContent).toBe('Old laptop')
    expect(section.querySelector('.message')?.textContent).toBe('Passkey renamed.')
  })
})
