import { Hono } from 'hono'
import { NotFoundError } from '../../errors.ts'
import { createSocialIcons } from '../../socialImages/socialIcons.ts'
import { publicCors } from '../cors.ts'
import { rateLimit } from '../rateLimit.ts'
import { svgImage } from '../svgImage.ts'
import type { AppDeps, AppEnv } from '../types.ts'

/** `GET /v1/social-images/<provider>-<light|dark>.svg` (e.g. `apple-dark.svg`): a social login's mark for a theme (public). */
export function socialImagesRoutes(deps: AppDeps) {
  const read = createSocialIcons()
  return new Hono<AppEnv>().get('/v1/social-images/:file', publicCors(), rateLimit(deps, 'socialImages'), (c) => {
    const file = c.req.param('file')
    const svg = read(file)
    if (svg === undefined) throw new NotFoundError(`No social image "${file}"`)
    return svgImage(c, svg)
  })
}
