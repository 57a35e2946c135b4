import { Hono } from 'hono'
import { publicCors } from '../cors.ts'
import { projectScope } from '../projectScope.ts'
import type { AppDeps, AppEnv } from '../types.ts'

/**
 * `GET /v1/origins?projectId=`: the project's allow-list. Public (CORS `*`, no origin check: it
 * is the allow-list check itself), rate limited per project and client (`origins`).
 */
export function originsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/v1/origins', publicCors(), projectScope(deps, { bucket: 'origins', checkOrigin: false }), (c) => {
    const { project } = c.get('scope')
    return c.json({ allowedOrigins: project.allowedOrigins })
  })
}
