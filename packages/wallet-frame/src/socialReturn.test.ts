import { afterEach, describe, expect, it, vi } from 'vitest'
import { rememberSameTabLogin, takeSameTabLogin } from './socialReturn.ts'

const memory = () => {
  const map = new Map<string, string>()
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) } as Storage
}

describe('the same-tab social login’s id, kept by the frame', () => {
  afterEach(() => vi.useRealTimers())

  it('is handed back once', () => {
    const storage = memory()
    rememberSameTabLogin('a'.repeat(32), storage)
    expect(takeSameTabLogin(storage)).toBe('a'.repeat(32))
    expect(() => takeSameTabLogin(storage)).toThrow(expect.objectContaining({ code: 'embedded_social_result_invalid' }))
  })

  it('is refused when this tab started none, after 10 minutes, or when the entry is not ours', () => {
    const storage = memory()
    expect(() => takeSameTabLogin(storage)).toThrow(expect.objectContaining({ code: 'embedded_social_result_invalid' }))
    vi.useFakeTimers({ now: 0 })
    rememberSameTabLogin('b'.repeat(32), storage)
    vi.setSystemTime(10 * 60_000 + 1)
    expect(() => takeSameTabLogin(storage)).toThrow(expect.objectContaining({ code: 'embedded_social_result_invalid' }))
    storage.setItem('portico-wallet.sameTabSocialLogin', '{not json')
    expect(() => takeSameTabLogin(storage)).toThrow(expect.objectContaining({ code: 'embedded_social_result_invalid' }))
    expect(() => takeSameTabLogin(undefined)).toThrow(expect.objectContaining({ code: 'embedded_social_result_invalid' }))
  })
})
