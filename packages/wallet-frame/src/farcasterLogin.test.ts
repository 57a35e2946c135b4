import { describe, expect, it } from 'vitest'
import { type Api, ApiError } from './api.ts'
import { awaitFarcasterSignIn } from './farcasterLogin.ts'

const apiAnswering = (answers: Array<{ state: 'pending' | 'completed' } | ApiError>) => {
  const asked: string[] = []
  const api = {
    farcasterStatus: async (loginId: string) => {
      asked.push(loginId)
      const next = answers.shift() ?? { state: 'pending' as const }
      if (next instanceof ApiError) throw next
      return next
    },
  } as unknown as Api
  return { api, asked }
}

describe('awaitFarcasterSignIn', () => {
  it('polls until the server says completed', async () => {
    const { api, asked } = apiAnswering([{ state: 'pending' }, { state: 'pending' }, { state: 'completed' }])
    await awaitFarcasterSignIn(api, { loginId: 'L', signal: new AbortController().signal, pollMs: 1 })
    expect(asked).toEqual(['L', 'L', 'L'])
  })

  it("rejects with the server's refusal", async () => {
    const { api } = apiAnswering([{ state: 'pending' }, new ApiError(410, 'embedded_farcaster_expired', 'expired')])
    await expect(awaitFarcasterSignIn(api, { loginId: 'L', signal: new AbortController().signal, pollMs: 1 })).rejects.toMatchObject({ code: 'embedded_farcaster_expired' })
  })

  it('stops when aborted', async () => {
    const { api, asked } = apiAnswering([])
    const controller = new AbortController()
    const waiting = awaitFarcasterSignIn(api, { loginId: 'L', signal: controller.signal, pollMs: 10_000 })
    await new Promise((resolve) => setTimeout(resolve, 5))
    controller.abort(new Error('Request was aborted'))
    await expect(waiting).rejects.toThrow('Request was aborted')
    expect(asked).toEqual(['L'])
  })
})
