// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import type { Api } from './api.ts'
import { awaitSocialOutcome } from './socialLogin.ts'

const apiOrigin = 'https://api.example'
const loginId = '0123456789abcdef0123456789abcdef'
const result = 'R'.repeat(43)
const post = (data: unknown, origin = apiOrigin) => window.dispatchEvent(new MessageEvent('message', { data, origin }))

describe('the frame waits for its social login’s outcome', () => {
  it('redeems a success from the server’s origin for this login; ignores other origins, other logins and malformed messages', async () => {
    const finishSocial = vi.fn(async () => ({ user: {} }))
    const done = awaitSocialOutcome({ finishSocial } as unknown as Api, { loginId, apiOrigin })
    post({ type: 'portico:social-result', loginId, ok: true, result }, 'https://app.example')
    post({ type: 'portico:social-result', loginId: 'f'.repeat(32), ok: true, result })
    post({ type: 'portico:social-result', loginId, ok: true, result: 'short' })
    post('portico:social-result')
    expect(finishSocial).not.toHaveBeenCalled()
    post({ type: 'portico:social-result', loginId, ok: true, result })
    await done
    expect(finishSocial).toHaveBeenCalledExactlyOnceWith(loginId, result)
  })

  it('rejects with the server’s code when the login failed, and stops on abort', async () => {
    const api = { finishSocial: vi.fn() } as unknown as Api
    const failed = awaitSocialOutcome(api, { loginId, apiOrigin })
    post({ type: 'portico:social-result', loginId, ok: false, error: { code: 'embedded_social_token_invalid', message: 'The login provider sent an identity token that does not check out' } })
    await expect(failed).rejects.toMatchObject({ code: 'embedded_social_token_invalid' })
    const controller = new AbortController()
    const aborted = awaitSocialOutcome(api, { loginId, apiOrigin, signal: controller.signal })
    controller.abort(new Error('Request was aborted'))
    await expect(aborted).rejects.toThrow('Request was aborted')
    expect(api.finishSocial).not.toHaveBeenCalled()
  })
})
