import type { Context } from 'hono'
import { readCookie, sessionCookieName } from '../../embedded/frameCookies.ts'
import { bearerToken } from '../../embedded/sessions.ts'
import type { AppEnv } from '../types.ts'

/** The embedded-wallet session token of a frame call: `Authorization: Bearer`, else the frame's cookie for the project. */
export function sessionTokenOf(c: Context<AppEnv>): string | undefined {
  const bearer = bearerToken(c.req.header('authorization'))
  if (bearer) return bearer
  const cookie = readCookie(c.req.header('cookie'), sessionCookieName(c.get('scope').project.id))
  return cookie && /^[A-Za-z0-9_-]{43}$/.test(cookie) ? cookie : undefined
}
