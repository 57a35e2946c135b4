import { describe, expect, it } from 'vitest'
import { type Api, ApiError } from './api.ts'
import { awaitFarcasterSignIn, newPollSecret, startFarcasterSignIn } from './farcasterLogin.ts'

const apiAnswering = (answers: Array<{ state: 'pending' | 'completed' } | ApiError>) => {
  const asked: string[] = []
  const api = {
    farcasterStatus: async (loginId: string, pollSecret: string) => {
      asked.push(`${loginId}:${pollSecret}`)
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
    await awaitFarcasterSignIn(api, { loginId: 'L', pollSecret: 'P', signal: new AbortController().signal, pollMs: 1 })
    expect(asked).toEqual(['L:P', 'L:P', 'L:P'])
  })

  it("rejects with the server's refusal", async () => {
    const { api } = apiAnswering([{ state: 'pending' }, new ApiError(410, 'embedded_farcaster_expired', 'expired')])
    await expect(awaitFarcasterSignIn(api, { loginId: 'L', pollSecret: 'P', signal: new AbortController().signal, pollMs: 1 })).rejects.toMatchObject({ code: 'embedded_farcaster_expired' })
  })

  it('stops when aborted', async () => {
    const { api, asked } = apiAnswering([])
    const controller = new AbortController()
    const waiting = awaitFarcasterSignIn(api, { loginId: 'L', pollSecret: 'P', signal: controller.signal, pollMs: 10_000 })
    await new Promise((resolve) => setTimeout(resolve, 5))
    controller.abort(new Error('Request was aborted'))
    await expect(waiting).rejects.toThrow('Request was aborted')
    expect(asked).toEqual(['L:P'])
  })
})

describe('the poll secret (issue 35: a stolen QR code gets no session)', () => {
  it('is 256 random bits, base64url, new each time', () => {
    const secrets = new Set(Array.from({ length: 50 }, () => newPollSecret()))
    expect(secrets.size).toBe(50)
    for (const secret of secrets) expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('goes to the start, is kept by the frame, and is not in the sign-in URL', async () => {
    const sent: unknown[] = []
    const api = {
      startFarcaster: async (parentOrigin: string, pollSecret: string) => {
        sent.push({ parentOrigin, pollSecret })
        return { loginId: 'a'.repeat(32), url: 'https://farcaster.xyz/~/siwf?channelToken=t', expiresAt: '2026-01-01T00:00:00.000Z' }
      },
    } as unknown as Api
    const started = await startFarcasterSignIn(api, 'https://app.example.com')
    expect(sent).toEqual([{ parentOrigin: 'https://app.example.com', pollSecret: started.pollSecret }])
    expect(started.pollSecret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(started.url).not.toContain(started.pollSecret)
  })
})
