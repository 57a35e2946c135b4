// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import type { Api } from './api.ts'
import { manageSessions } from './sessions.ts'
import { englishTranslate } from './i18n/translate.ts'

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
const listed = {
  sessions: [
    { current: true, createdAt: '2026-11-26T10:00:00.000Z', lastSeenAt: '2026-11-26T12:00:00.000Z', appOrigin: 'https://app.example', userAgent: 'Chrome here' },
    { current: false, createdAt: '2026-11-25T10:00:00.000Z', lastSeenAt: '2026-11-26T09:00:00.000Z', appOrigin: null, userAgent: null },
  ],
}

function open(api: Partial<Api>) {
  const root = document.createElement('main')
  document.body.replaceChildren(root)
  const controller = new AbortController()
  const done = manageSessions(root, { api: api as Api, t: englishTranslate(), locale: 'en', parentOrigin: 'https://app.example', apiOrigin: 'https://api.example' }, controller.signal)
  const button = (name: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === name)!
  return { root, done, button, controller }
}

describe('the frame’s sessions list', () => {
  it('lists the wallet’s sessions, this browser first and marked; Sign out everywhere ends them and resolves true', async () => {
    const revokeSessions = vi.fn(async () => ({ ended: 2 }))
    const { root, done, button } = open({ sessions: async () => listed, revokeSessions })
    await tick()
    const items = [...root.querySelectorAll('li')].map((li) => li.textContent)
    expect(items[0]).toContain('This browser')
    expect(items[0]).toContain('Chrome here')
    expect(items[0]).toContain('App: https://app.example')
    expect(items[1]).toContain('Another browser')
    expect(items[1]).toContain('Unknown browser')
    expect(document.activeElement).toBe(button('Close'))
    button('Sign out everywhere').click()
    expect(await done).toBe(true)
    expect(revokeSessions).toHaveBeenCalledOnce()
    expect(root.hidden).toBe(true)
  })

  it('Close resolves false and ends nothing; an abort closes it at once', async () => {
    const revokeSessions = vi.fn()
    const first = open({ sessions: async () => listed, revokeSessions })
    await tick()
    first.button('Close').click()
    expect(await first.done).toBe(false)
    expect(revokeSessions).not.toHaveBeenCalled()
    const second = open({ sessions: async () => listed })
    second.controller.abort(new Error('Request was aborted'))
    await expect(second.done).rejects.toThrow('Request was aborted')
  })
})
