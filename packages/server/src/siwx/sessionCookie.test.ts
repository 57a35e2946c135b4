import { describe, expect, it } from 'vitest'
import { createIsSecure, sessionCookie } from './sessionCookie.ts'

describe('session cookie Secure flag (review finding 10)', () => {
  const http = 'http://api.example.com/v1/siwx/verify'

  it('never believes a client’s X-Forwarded-Proto without trusted proxies', () => {
    expect(createIsSecure({ publicUrl: undefined, trustProxyHops: 0 })({ url: http, forwardedProto: 'https' })).toBe(false)
  })

  it('believes the nearest trusted proxy’s X-Forwarded-Proto', () => {
    const isSecure = createIsSecure({ publicUrl: undefined, trustProxyHops: 1 })
    expect(isSecure({ url: http, forwardedProto: 'https' })).toBe(true)
    expect(isSecure({ url: http, forwardedProto: 'https, http' })).toBe(false)
  })

  it('follows the public URL when set, and the request itself', () => {
    expect(createIsSecure({ publicUrl: 'https://api.example.com', trustProxyHops: 0 })({ url: http, forwardedProto: undefined })).toBe(true)
    expect(createIsSecure({ publicUrl: 'http://127.0.0.1:8787', trustProxyHops: 1 })({ url: http, forwardedProto: 'https' })).toBe(false)
    expect(createIsSecure({ publicUrl: undefined, trustProxyHops: 0 })({ url: 'https://api.example.com/', forwardedProto: undefined })).toBe(true)
  })

  it('formats the cookie', () => {
    expect(sessionCookie({ projectId: 'p', token: 't', maxAge: 60, secure: true })).toBe('portico_siwx_p=t; Path=/v1/siwx; HttpOnly; Max-Age=60; SameSite=None; Secure')
    expect(sessionCookie({ projectId: 'p', token: 't', maxAge: 60, secure: false })).toBe('portico_siwx_p=t; Path=/v1/siwx; HttpOnly; Max-Age=60; SameSite=Lax')
  })
})
