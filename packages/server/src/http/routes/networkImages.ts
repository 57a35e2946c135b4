import { Hono } from 'hono'
import { createNetworkIcons } from '../../chains/networkIcons.ts'
import { NotFoundError } from '../../errors.ts'
import { publicCors } from '../cors.ts'
import { rateLimit } from '../rateLimit.ts'
import { svgImage } from '../svgImage.ts'
import type { AppDeps, AppEnv } from '../types.ts'

/** `GET /v1/network-images/<namespace>-<reference>.svg` (e.g. `eip155-8453.svg`): a network's logo (public). */
export function networkImagesRoutes(deps: AppDeps) {
  const read = createNetworkIcons()
  return new Hono<AppEnv>().get('/v1/network-images/:file', publicCors(), rateLimit(deps, 'networkImages'), (c) => {
    const file = c.req.param('file')
    const svg = read(file)
    if (svg === undefined) throw new NotFoundError(`No network image "${file}"`)
    return svgImage(c, svg)
  })
}
