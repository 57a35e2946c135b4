import { randomBytes } from 'node:crypto'

/**
 * The frame's cookies on the API: the session token and this browser's device id, both
 * `HttpOnly` (no script, not even the frame's, reads them) and `Partitioned` (CHIPS: kept per
 * embedding site, and the one kind of cookie a browser still gives a third-party frame when it
 * blocks third-party cookies and storage). `Partitioned` needs `Secure; SameSite=None`; browsers
 * take `Secure` cookies from http://localhost and http://127.0.0.1 too.
 */
const attributes = (maxAge: number) => `Path=/v1/embedded; HttpOnly; Secure; SameSite=None; Partitioned; Max-Age=${maxAge}`

export const sessionCookieName = (projectId: string) => `portico_wallet_${projectId}`
export const deviceCookieName = 'portico_wallet_device'
/** A same-tab social login's attempt id, for the frame the host page loads when the browser comes back (frame storage may be blocked; this cookie is not). */
export const socialReturnCookieName = (projectId: string) => `portico_social_${projectId}`

export function frameCookie(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${value}; ${attributes(Math.max(0, Math.floor(maxAgeSeconds)))}`
}

/** A cookie's value from a `Cookie` header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return undefined
}

/** A new device id (256 bits, base64url). */
export const newDeviceId = () => randomBytes(32).toString('base64url')

/** Device ids are 22 to 128 base64url characters. */
export const isDeviceId = (value: string | undefined): value is string => value !== undefined && /^[A-Za-z0-9_-]{22,128}$/.test(value)
