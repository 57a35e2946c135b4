import { Hono } from 'hono'
import { listNetworkIcons } from '../../chains/networkIcons.ts'
import { projectScope } from '../projectScope.ts'
import type { AppDeps, AppEnv } from '../types.ts'

/**
 * `GET /v1/config?projectId=`: the project's features, and the networks this server has a logo
 * for (`networkImages`: CAIP-2 id → `/v1/network-images/…` link), so the kit never asks for one
 * that is not there.
 */
export function configRoutes(deps: AppDeps) {
  const icons = listNetworkIcons()
  return new Hono<AppEnv>().get('/v1/config', projectScope(deps, { bucket: 'config' }), (c) => {
    const { project } = c.get('scope')
    const base = deps.publicUrl ?? new URL(c.req.url).origin
    const networkImages = Object.fromEntries(icons.map(([caipNetworkId, file]) => [caipNetworkId, `${base}/v1/network-images/${file}`]))
    return c.json({ projectId: project.id, features: project.features, networkImages })
  })
}
