import { sessionCookieName } from './getSiwxSession.ts'

/**
 * The session cookie: http-only, scoped to the sign-in routes. When the browser reaches the server
 * over https it is `SameSite=None; Secure`, so an app on another site can use it; over http (local
 * development) `SameSite=Lax`.
 */
export function sessionCookie({ projectId, token, maxAge, secure }: { projectId: string; token: string; maxAge: number; secure: boolean }): string {
  return [
    `${sessionCookieName(projectId)}=${encodeURIComponent(token)}`,
    'Path=/v1/siwx',
    'HttpOnly',
    `Max-Age=${maxAge}`,
    secure ? 'SameSite=None; Secure' : 'SameSite=Lax',
  ].join('; ')
}

/**
 * Whether the browser reached this server over https: the public URL says so, or the request did,
 * or, only with trusted proxies in front, the proxy's `X-Forwarded-Proto` did (a client's own header
 * is never believed).
 */
export function createIsSecure({ publicUrl, trustProxyHops }: { publicUrl: string | undefined; trustProxyHops: number }) {
  return ({ url, forwardedProto }: { url: string; forwardedProto: string | undefined }): boolean => {
    if (publicUrl) return publicUrl.startsWith('https:')
    if (url.startsWith('https:')) return true
    // With hops, the proxy nearest to us wrote the last value.
    return trustProxyHops > 0 && forwardedProto?.split(',').at(-1)?.trim().toLowerCase() === 'https'
  }
}
