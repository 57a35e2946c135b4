// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import type { Api } from './api.ts'
import { englishTranslate } from './i18n/translate.ts'
import { passkeysSection } from './passkeysSection.ts'
import { fakeCredentials } from './testing/fakeCredentials.ts'

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
const email = { provider: 'email', id: 'ada@example.com', linkedAt: '2026-11-26T10:00:00.000Z' }
const passkeyLogin = { provider: 'passkey', id: 'AQIDBAUGBwgJ', linkedAt: '2026-11-26T10:00:00.000Z' }
const row = { id: 'AQI', createdAt: '2026-11-26T10:00:00.000Z', lastUsedAt: null, backedUp: true }
const creation = { requestId: 'c'.repeat(32), options: { challenge: 'AAEC', user: { id: 'AQI', name: 'Portico wallet', displayName: '' } } }

function open(api: Partial<Api>) {
  const fake = fakeCredentials()
  const section = passkeysSection({ api: api as Api, t: englishTranslate(), credentials: fake.credentials }, new AbortController().signal)
  document.body.replaceChildren(section)
  const button = (name: string) => [...section.querySelectorAll('button')].find((b) => b.textContent === name)
  return { section, button, calls: fake.calls }
}

describe('the frame’s passkeys section', () => {
  it('an e-mail wallet without a passkey: what adding one does; Add runs the ceremony here and lists it', async () => {
    const lists = [{ passkeys: [] }, { passkeys: [row] }]
    const api = {
      passkeys: vi.fn(async () => lists.shift()!),
      logins: vi.fn(async () => ({ logins: [email] })),
      passkeyAddStart: vi.fn(async () => creation),
      passkeyAddFinish: vi.fn(async () => ({ passkeys: [row] })),
    }
    const { section, button, calls } = open(api)
    await tick()
    expect(section.textContent).toContain('Add a passkey: it logs you in')
    expect(section.querySelector('#passkeys-only')).toBeNull()
    expect(calls.create).toBe(0)
    button('Add a passkey')!.click()
    await tick()
    await tick()
    await tick()
    expect(api.passkeyAddFinish).toHaveBeenCalledExactlyOnceWith({ requestId: creation.requestId, response: expect.objectContaining({ id: 'AQI' }) })
    expect(section.textContent).toContain('Passkeys on this wallet: 1.')
    expect(section.querySelector('.message')?.textContent).toBe('Passkey added.')
  })

  it('a wallet whose only login is a passkey is told plainly that losing it loses the wallet', async () => {
    const { section } = open({ passkeys: vi.fn(async () => ({ passkeys: [row] })), logins: vi.fn(async () => ({ logins: [passkeyLogin] })) })
    await tick()
    expect(section.querySelector('#passkeys-only')?.textContent).toBe(
      'A passkey is the only way into this wallet. If you lose it, you lose the wallet and everything in it: nobody can recover it. A recovery e-mail cannot be added to this wallet yet, so add a passkey on another device as a spare.',
    )
  })
})
