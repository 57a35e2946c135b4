import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, extname, join } from 'node:path'
import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { NotFoundError, ServerError } from '../errors.ts'
import { errorResponse } from '../http/errorResponse.ts'
import { requireRateLimit } from '../http/rateLimit.ts'
import { getProject, projectIdSchema } from '../projects/projects.ts'
import { type RateLimitBucket, type RateLimitPolicy, resolveRateLimits } from '../rateLimit/policies.ts'

export type CreateFrameAppOptions = {
  db: Kysely<Database>
  /** The Portico API's public URL (the frame calls it; its CSP allows nothing else). */
  apiUrl: string
  /** The built frame (`@portico/wallet-frame`'s `dist`); default: found through the package. */
  dir?: string | undefined
  rateLimits?: Partial<Record<RateLimitBucket, RateLimitPolicy>> | undefined
  trustProxy?: number | undefined
  now?: (() => number) | undefined
}

const types: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' }

/** Where `@portico/wallet-frame` keeps its built bundle. */
export function defaultFrameDir(): string {
  return join(dirname(createRequire(import.meta.url).resolve('@portico/wallet-frame/package.json')), 'dist')
}

/**
 * The wallet frame's own origin: its static, versioned bundle (hashed assets, cached for good; the
 * page never cached), with a strict CSP: scripts and styles from itself only, network to the API
 * only, and `frame-ancestors` set to the project's allowed origins (so a page not on the list
 * cannot even embed it; the frame checks its parent again in script).
 */
export function createFrameApp(options: CreateFrameAppOptions): Hono {
  const dir = options.dir ?? defaultFrameDir()
  const apiOrigin = new URL(options.apiUrl).origin
  const deps = { db: options.db, now: options.now ?? Date.now, rateLimits: resolveRateLimits(options.rateLimits), trustProxyHops: options.trustProxy ?? 0 }
  const read = (file: string) => {
    const path = join(dir, file)
    if (!existsSync(path)) return undefined
    return readFileSync(path)
  }
  const security = (headers: Headers) => {
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('Referrer-Policy', 'no-referrer')
    headers.set('Cross-Origin-Resource-Policy', 'cross-origin')
  }

  const app = new Hono()
  app.get('/', async (c) => {
    await requireRateLimit(deps, c as never, 'embeddedFrame', 1)
    const html = read('index.html')
    if (!html) throw new ServerError('embedded_unavailable', 503, 'The wallet frame is not built: npm run build -w @portico/wallet-frame')
    const projectId = c.req.query('projectId')
    const project = projectId && projectIdSchema.safeParse(projectId).success ? await getProject(options.db, projectId) : undefined
    const ancestors = project?.allowedOrigins.length ? project.allowedOrigins.join(' ') : "'none'"
    const res = c.body(html.toString('utf8'), 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': [
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        `connect-src 'self' ${apiOrigin}`,
        "base-uri 'none'",
        "form-action 'none'",
        `frame-ancestors ${ancestors}`,
      ].join('; '),
    })
    security(res.headers)
    return res
  })
  app.get('/config.json', (c) => {
    const res = c.json({ apiUrl: options.apiUrl.replace(/\/+$/, '') })
    res.headers.set('Cache-Control', 'no-cache')
    security(res.headers)
    return res
  })
  app.get('/assets/:file', (c) => {
    const file = c.req.param('file')
    const type = types[extname(file)]
    const body = /^[A-Za-z0-9._-]+$/.test(file) && type ? read(join('assets', file)) : undefined
    if (!body) throw new NotFoundError()
    const res = c.body(new Uint8Array(body), 200, { 'Content-Type': type!, 'Cache-Control': 'public, max-age=31536000, immutable' })
    security(res.headers)
    return res
  })
  app.notFound((c) => errorResponse(c, new NotFoundError()))
  app.onError((error, c) => errorResponse(c, error))
  return app
}
