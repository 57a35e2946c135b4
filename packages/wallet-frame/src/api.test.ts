import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApi } from './api.ts'

afterEach(() => vi.unstubAllGlobals())

describe('createApi', () => {
  it('sends the session cookie to the embedded-wallet API only: the simulation goes without it (the server’s CORS allows the frame’s credentials there alone)', async () => {
    const asked: { url: string; credentials: RequestCredentials | undefined }[] = []
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      asked.push({ url, credentials: init.credentials })
      return new Response(JSON.stringify({ ok: true }), { status: 200 })
    })
    const api = createApi({ apiUrl: 'https://server.example', projectId: 'p' })
    await api.me()
    await api.simulate({ chainId: 1, from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', calls: [{ to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }] })
    await api.simulateTypedData({ chainId: 1, from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', typedData: {} })
    expect(asked).toEqual([
      { url: 'https://server.example/v1/embedded/me?projectId=p', credentials: 'include' },
      { url: 'https://server.example/v1/simulate?projectId=p', credentials: 'omit' },
      { url: 'https://server.example/v1/simulate?projectId=p', credentials: 'omit' },
    ])
  })
})
