import type { MiddlewareHandler } from 'hono'
import type { Features } from '../projects/features.ts'
import { FeatureDisabledError } from '../swaps/errors.ts'
import type { AppEnv } from './types.ts'

/** After `projectScope`: refuses (403 `feature_disabled`) unless the project has `feature` on (spec §6). */
export function requireFeature(feature: 'swaps' | 'onramp' | 'email' | 'pay'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { project } = c.get('scope')
    if (!(project.features as Features)[feature]) throw new FeatureDisabledError({ feature, projectId: project.id })
    await next()
  }
}
