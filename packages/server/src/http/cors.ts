import type { MiddlewareHandler } from 'hono'
import { isOriginListed } from '../projects/origins.ts'
import { getProject, projectIdSchema } from '../projects/projects.ts'
import type { AppDeps, AppEnv, CorsMode } from './types.ts'

const allowMethods = 'GET, POST, OPTIONS'
const allowHeaders = 'content-type, authorization'
const maxAge = '86400'
/** The only routes that read a cookie: sign-in. */
const credentialedPath = /^\/v1\/siwx\//
/** The embedded wallet's API: credentials for the wallet frame's origin alone. */
const embeddedPath = /^\/v1\/embedded\//

/**
 * CORS for every response, errors included, so a browser can read our JSON errors (a 403
 * origin_not_allowed must reach the client). Project-scoped routes echo the request's Origin (with
 * `Vary: Origin`); routes that call `publicCors()` answer `*`. Preflights (`OPTIONS`) get 204.
 *
 * `Access-Control-Allow-Credentials: true` (a page reading an answer made with the visitor's cookie)
 * is only ever sent by the sign-in routes (`credentialedCors()`), and only to an origin on the
 * project's explicit allow-list: never to any origin, never because a list is empty.
 */
export function cors(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin')
    if (c.req.method === 'OPTIONS') {
      const path = c.req.path
      const credentials =
        (credentialedPath.test(path) && (await listsOrigin(deps, c.req.query('projectId'), origin))) || isFrameCall(deps, path, origin)
      const headers = corsHeaders('echo', origin, credentials)
      headers.set('Access-Control-Allow-Methods', allowMethods)
      headers.set('Access-Control-Allow-Headers', allowHeaders)
      headers.set('Access-Control-Max-Age', maxAge)
      return new Response(null, { status: 204, headers })
    }
    await next()
    const mode = c.get('cors') ?? 'echo'
    if (mode === 'none') return
    const credentials =
      (mode === 'credentials' && isOriginListed(origin, c.get('scope')?.project.allowedOrigins ?? [])) || isFrameCall(deps, c.req.path, origin)
    corsHeaders(mode, origin, credentials).forEach((value, name) => {
      if (name === 'vary') c.res.headers.append('Vary', value)
      else c.res.headers.set(name, value)
    })
  }
}

/** Marks a route as public: `Access-Control-Allow-Origin: *`. */
export function publicCors(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('cors', 'public')
    await next()
  }
}

/** Marks a route as same-origin only: no CORS header, so no other site can read it (the sandbox checkout page and its CSRF token). */
export function noCors(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('cors', 'none')
    await next()
  }
}

/** Marks a route as reading the session cookie: credentials allowed for origins the project lists. */
export function credentialedCors(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('cors', 'credentials')
    await next()
  }
}

/** The wallet frame calling the embedded-wallet API: its session and device cookies ride along (credentials), for its origin only. */
function isFrameCall(deps: AppDeps, path: string, origin: string | undefined): boolean {
  return deps.embedded !== undefined && origin === deps.embedded.frameOrigin && embeddedPath.test(path)
}

async function listsOrigin(deps: AppDeps, projectId: string | undefined, origin: string | undefined): Promise<boolean> {
  if (!origin || !projectId || !projectIdSchema.safeParse(projectId).success) return false
  const project = await getProject(deps.db, projectId)
  return project !== undefined && isOriginListed(origin, project.allowedOrigins)
}

function corsHeaders(mode: CorsMode, origin: string | undefined, credentials: boolean): Headers {
  const headers = new Headers()
  if (mode === 'public' || !origin) {
    headers.set('Access-Control-Allow-Origin', '*')
  } else {
    headers.set('Access-Control-Allow-Origin', origin)
    headers.set('Vary', 'Origin')
    if (credentials) headers.set('Access-Control-Allow-Credentials', 'true')
  }
  headers.set('Access-Control-Expose-Headers', 'Retry-After')
  return headers
}
