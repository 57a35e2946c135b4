import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { OriginNotAllowedError, ProjectNotFoundError } from '../errors.ts'
import { isOriginAllowed } from '../projects/origins.ts'
import { getProject, projectIdSchema } from '../projects/projects.ts'
import { badRequestFromZod } from '../utils/badRequest.ts'
import type { AppDeps, AppEnv } from './types.ts'

const sdkSchema = z.object({
  st: z.string().max(64).optional(),
  sv: z.string().max(128).optional(),
})

/**
 * For project-scoped routes: reads `projectId` (404 project_not_found when missing or unknown),
 * `st` and `sv`, and checks the `Origin` header against the project's allow-list (403
 * origin_not_allowed; requests without `Origin` pass). Puts the result in `c.var.scope`.
 */
export function projectScope(deps: AppDeps, { checkOrigin = true }: { checkOrigin?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const projectId = c.req.query('projectId')
    if (!projectId || !projectIdSchema.safeParse(projectId).success) throw new ProjectNotFoundError({ projectId })
    const sdk = sdkSchema.safeParse({ st: c.req.query('st') || undefined, sv: c.req.query('sv') || undefined })
    if (!sdk.success) throw badRequestFromZod(sdk.error, 'query')
    const project = await getProject(deps.db, projectId)
    if (!project) throw new ProjectNotFoundError({ projectId })
    const origin = c.req.header('origin')
    if (checkOrigin && origin !== undefined && !isOriginAllowed(origin, project.allowedOrigins)) {
      throw new OriginNotAllowedError({ origin })
    }
    c.set('scope', { project, origin, sdkType: sdk.data.st, sdkVersion: sdk.data.sv })
    await next()
  }
}
