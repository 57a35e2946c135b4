import { Hono } from 'hono'
import { projectScope } from '../projectScope.ts'
import type { AppDeps, AppEnv } from '../types.ts'

/** `GET /v1/config?projectId=`: the project's features. */
export function configRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/v1/config', projectScope(deps, { bucket: 'config' }), (c) => {
    const { project } = c.get('scope')
    return c.json({ projectId: project.id, features: project.features })
  })
}
