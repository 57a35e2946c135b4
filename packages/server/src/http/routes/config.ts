import { Hono } from 'hono'
import { listNetworkIcons } from '../../chains/networkIcons.ts'
import { listSocialIcons } from '../../socialImages/socialIcons.ts'
import { projectScope } from '../projectScope.ts'
import type { AppDeps, AppEnv } from '../types.ts'

/**
 * `GET /v1/config?projectId=`: the project's features, and the networks this server has a logo
 * for (`networkImages`: CAIP-2 id → `/v1/network-images/…` link), so the kit never asks for one
 * that is not there, and the social logins' marks (`socialImages`: provider → `{ light, dark }`
 * `/v1/social-images/…` links, one per theme of the kit). When this server offers the embedded
 * wallet and the project has e-mail on, `embeddedWallet.frameUrl` names the wallet frame's page (on
 * its own origin) for the kit to load.
 */
export function configRoutes(deps: AppDeps) {
  const icons = listNetworkIcons()
  const marks = listSocialIcons()
  return new Hono<AppEnv>().get('/v1/config', projectScope(deps, { bucket: 'config' }), (c) => {
    const { project } = c.get('scope')
    const base = deps.publicUrl ?? new URL(c.req.url).origin
    const networkImages = Object.fromEntries(icons.map(([caipNetworkId, file]) => [caipNetworkId, `${base}/v1/network-images/${file}`]))
    const socialImages = Object.fromEntries(
      marks.map(([provider, files]) => [provider, { light: `${base}/v1/social-images/${files.light}`, dark: `${base}/v1/social-images/${files.dark}` }]),
    )
    const embeddedWallet = deps.embedded && project.features.email ? { frameUrl: `${deps.embedded.frameOrigin}/` } : undefined
    return c.json({ projectId: project.id, features: project.features, networkImages, socialImages, ...(embeddedWallet ? { embeddedWallet } : {}) })
  })
}
