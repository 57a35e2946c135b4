import type { MiddlewareHandler } from 'hono'
import type { AppEnv, CorsMode } from './types.ts'

const allowMethods = 'GET, POST, OPTIONS'
const allowHeaders = 'content-type, authorization'
const maxAge = '86400'

/**
 * CORS for every response, errors included, so a browser can read our JSON errors (a 403
 * origin_not_allowed must reach the client). Project-scoped routes echo the request's Origin
 * (with `Vary: Origin`); routes that call `publicCors()` answer `*`. Preflights (`OPTIONS`) get 204.
 */
export function cors(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin')
    if (c.req.method === 'OPTIONS') {
      const headers = corsHeaders('echo', origin)
      headers.set('Access-Control-Allow-Methods', allowMethods)
      headers.set('Access-Control-Allow-Headers', allowHeaders)
      headers.set('Access-Control-Max-Age', maxAge)
      return new Response(null, { status: 204, headers })
    }
    await next()
    corsHeaders(c.get('cors') ?? 'echo', origin).forEach((value, name) => {
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

function corsHeaders(mode: CorsMode, origin: string | undefined): Headers {
  const headers = new Headers()
  if (mode === 'public' || !origin) {
    headers.set('Access-Control-Allow-Origin', '*')
  } else {
    headers.set('Access-Control-Allow-Origin', origin)
    headers.set('Vary', 'Origin')
    // Sign-in (SIWX) sends its session cookie; the echoed routes check the origin themselves.
    headers.set('Access-Control-Allow-Credentials', 'true')
  }
  headers.set('Access-Control-Expose-Headers', 'Retry-After')
  return headers
}
