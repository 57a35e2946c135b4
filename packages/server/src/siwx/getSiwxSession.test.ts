import { describe, expect, it } from 'vitest'
import { readSessionToken, sessionCookieName } from './getSiwxSession.ts'

describe('readSessionToken', () => {
  it('prefers Authorization: Bearer, else reads the project’s own cookie', () => {
    expect(readSessionToken(new Headers({ Authorization: 'Bearer abc', Cookie: 'portico_siwx_p=def' }), 'p')).toBe('abc')
    expect(readSessionToken(new Headers({ Cookie: 'other=1; portico_siwx_q=x; portico_siwx_p=d%3Def' }), 'p')).toBe('d=ef')
    expect(readSessionToken(new Headers({ Cookie: 'portico_siwx_q=x' }), 'p')).toBeUndefined()
    expect(readSessionToken(new Headers({ Authorization: 'Basic abc' }), 'p')).toBeUndefined()
    expect(sessionCookieName('my-project')).toBe('portico_siwx_my-project')
  })
})
