import { Hono } from 'hono'
import { analyticsBodySchema } from '../../analytics/eventSchema.ts'
import { ingestEvents } from '../../analytics/ingestEvents.ts'
import { BadRequestError } from '../../errors.ts'
import { badRequestFromZod } from '../../utils/badRequest.ts'
import { projectScope } from '../projectScope.ts'
import { readBodyText } from '../readBody.ts'
import type { AppDeps, AppEnv } from '../types.ts'

/** Body media types `/e` reads as JSON (`navigator.sendBeacon` sends text/plain). */
const jsonMediaTypes = new Set(['application/json', 'text/plain'])

/**
 * `POST /e?projectId&st&sv`: analytics ingestion, one event or an array of up to 100.
 * Answers 202 `{ accepted, dropped }`.
 */
export function eventsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/e', projectScope(deps), async (c) => {
    const { project, origin, sdkType, sdkVersion } = c.get('scope')
    const text = await readBodyText(c, deps.bodyLimit)
    const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
    if (mediaType && !jsonMediaTypes.has(mediaType)) {
      throw new BadRequestError(`Unsupported Content-Type "${mediaType}": send application/json or text/plain`)
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw new BadRequestError('Malformed JSON body')
    }
    const body = analyticsBodySchema.safeParse(json)
    if (!body.success) throw badRequestFromZod(body.error, Array.isArray(json) ? 'events' : 'event')
    const result = await ingestEvents(deps.db, {
      projectId: project.id,
      events: body.data,
      origin,
      sdkType,
      sdkVersion,
      enabled: project.features.analytics,
      now: deps.now(),
    })
    return c.json(result, 202)
  })
}
