import type { MiddlewareHandler } from 'hono'
import { sdkQuery } from '@portico/core/contract'
import { OriginNotAllowedError, ProjectNotFoundError } from '../errors.ts'
import { isOriginAllowed } from '../projects/origins.ts'
import { getProject, projectIdSchema } from '../projects/projects.ts'
import { badRequestFromZod } from '../utils/badRequest.ts'
import type { RateLimitBucket } from '../rateLimit/policies.ts'
import { requireRateLimit } from './rateLimit.ts'
import type { AppDeps, AppEnv } from './types.ts'

export type ProjectScopeOptions = {
  /** The route's rate limit, counted per project and client before anything else is checked. */
  bucket: RateLimitBucket
  /** Refuse an `Origin` the project does not allow; default true. */
  checkOrigin?: boolean
}

/**
 * For project-scoped routes: reads `projectId` (404 project_not_found when missing or unknown),
 * charges the route's rate limit (429), reads `st` and `sv`, and checks the `Origin` header against
 * the project's allow-list (403 origin_not_allowed; requests without `Origin` pass). Puts the result
 * in `c.var.scope`.
 *
 * Misses are counted per client (`unknownProject`): guessing project ids ends in 429.
 */
export function projectScope(deps: AppDeps, { bucket, checkOrigin = true }: ProjectScopeOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // The query parsed once (each `c.req.query(name)` scans the URL again).
    const query = c.req.query()
    const projectId = query.projectId
    const valid = projectId !== undefined && projectIdSchema.safeParse(projectId).success
    const project = valid ? await getProject(deps.db, projectId) : undefined
    if (!project) {
      await requireRateLimit(deps, c, 'unknownProject', 1)
      throw new ProjectNotFoundError({ projectId: projectId?.slice(0, 64) })
    }
    const origin = c.req.header('origin')
    c.set('scope', { project, origin, sdkType: undefined, sdkVersion: undefined })
    await requireRateLimit(deps, c, bucket, 1)
    const sdk = sdkQuery.safeParse({ st: query.st || undefined, sv: query.sv || undefined })
    if (!sdk.success) throw badRequestFromZod(sdk.error, 'query')
    if (checkOrigin && origin !== undefined && !isOriginAllowed(origin, project.allowedOrigins)) {
      throw new OriginNotAllowedError({ origin })
    }
    c.set('scope', { project, origin, sdkType: sdk.data.st, sdkVersion: sdk.data.sv })
    await next()
  }
}
