import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { findSession, type SiwxSession } from './sessions.ts'

/** The cookie that carries the session token in cookie mode (one per project). */
export const sessionCookieName = (projectId: string) => `portico_siwx_${projectId}`

/**
 * The session token of a request: `Authorization: Bearer <token>`, else the project's cookie.
 *
 * @example
 * const token = readSessionToken(request.headers, 'my-project')
 */
export function readSessionToken(headers: Headers, projectId: string): string | undefined {
  const authorization = headers.get('authorization')
  const bearer = authorization && /^Bearer\s+(\S+)$/i.exec(authorization)?.[1]
  if (bearer) return bearer
  const name = sessionCookieName(projectId)
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

/**
 * For an app's own backend that shares the Portico database: the live sign-in session of a request
 * (bearer token or cookie), or undefined. Backends that do not share the database call
 * `GET /v1/siwx/me?projectId=…` with the same header instead (see the README).
 *
 * @example
 * const session = await getSiwxSession(db, { projectId: 'my-project', headers: request.headers })
 * if (!session) return new Response('Sign in first', { status: 401 })
 */
export async function getSiwxSession(
  db: Kysely<Database>,
  parameters: { projectId: string; headers: Headers; now?: number | undefined },
): Promise<SiwxSession | undefined> {
  const token = readSessionToken(parameters.headers, parameters.projectId)
  if (!token) return undefined
  return findSession(db, { projectId: parameters.projectId, token, now: parameters.now ?? Date.now() })
}
