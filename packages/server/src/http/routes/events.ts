import { Hono } from 'hono'
import { analyticsBodySchema } from '../../analytics/eventSchema.ts'
import { ingestEvents } from '../../analytics/ingestEvents.ts'
import { BadRequestError } from '../../errors.ts'
import { badRequestFromZod } from '../../utils/badRequest.ts'
import { clientIp } from '../clientIp.ts'
import { projectScope } from '../projectScope.ts'
import { chargeRateLimit } from '../rateLimit.ts'
import { readJsonBody } from '../readJsonBody.ts'
import type { AppDeps, AppEnv } from '../types.ts'

/** Body media types `/e` reads as JSON (`navigator.sendBeacon` sends text/plain). */
const jsonMediaTypes = new Set(['application/json', 'text/plain'])

/**
 * `POST /e?projectId&st&sv`: analytics ingestion, one event or an array of up to 100.
 * Answers 202 `{ accepted, dropped }`. Requests count on `events`; each event on `eventsStored`
 * (per project and client): once that window is full, further events are dropped, not stored.
 */
export function eventsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/e', projectScope(deps, { bucket: 'events' }), async (c) => {
    const { project, origin, sdkType, sdkVersion } = c.get('scope')
    const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
    if (mediaType && !jsonMediaTypes.has(mediaType)) {
      throw new BadRequestError(`Unsupported Content-Type "${mediaType.slice(0, 100)}": send application/json or text/plain`)
    }
    const json = await readJsonBody(c, { limit: deps.bodyLimit })
    const body = analyticsBodySchema.safeParse(json)
    if (!body.success) throw badRequestFromZod(body.error, Array.isArray(json) ? 'events' : 'event')
    const events = body.data
    const { fits } = project.features.analytics ? await chargeRateLimit(deps, c, 'eventsStored', events.length) : { fits: events.length }
    const result = await ingestEvents(deps.db, {
      projectId: project.id,
      events: events.slice(0, fits),
      origin,
      client: clientIp(c, deps.trustProxyHops),
      sdkType,
      sdkVersion,
      enabled: project.features.analytics,
      now: deps.now(),
    })
    return c.json({ accepted: result.accepted, dropped: result.dropped + events.length - fits }, 202)
  })
}
