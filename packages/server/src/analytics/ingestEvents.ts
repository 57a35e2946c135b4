import type { Insertable, Kysely } from 'kysely'
import type { AnalyticsEventsTable, Database } from '../db/schema.ts'
import { hit } from '../rateLimit/hit.ts'
import type { AnalyticsEvent } from './eventSchema.ts'

/** Error events kept per project and client in each window (spec §9: 5 per 60 s); more are dropped. */
export const errorEventLimit = { limit: 5, windowMs: 60_000 } as const

/** Events that are never stored. */
const ignoredEvents = new Set(['MODAL_CREATED'])

export type IngestEventsParameters = {
  projectId: string
  events: readonly AnalyticsEvent[]
  /** Stored with each event; never a key (a client sets it as it likes). */
  origin?: string | undefined
  /** Who sent them (the client address as `clientIp` keys it): the error-event limit counts per project and client. */
  client?: string | undefined
  sdkType?: string | undefined
  sdkVersion?: string | undefined
  /** Whether the project has analytics on; when off, every event is dropped. */
  enabled?: boolean
  now: number
}

export type IngestResult = {
  /** Events stored, or already stored under the same eventId (a retry). */
  accepted: number
  /** Events deliberately not stored: ignored kinds (`MODAL_CREATED`), error events over the limit, analytics off. */
  dropped: number
}

/**
 * Stores analytics events once per (project, eventId): a retried event is not stored twice.
 * Error events are limited per project and client (`errorEventLimit`, in the database so every
 * instance shares it): rotating the `Origin` header (subdomains of a wildcard) gets no fresh quota.
 */
export async function ingestEvents(db: Kysely<Database>, parameters: IngestEventsParameters): Promise<IngestResult> {
  const { projectId, events, origin, now } = parameters
  if (parameters.enabled === false) return { accepted: 0, dropped: events.length }
  const rows: Insertable<AnalyticsEventsTable>[] = []
  let dropped = 0
  for (const event of events) {
    if (ignoredEvents.has(event.props.event)) {
      dropped++
      continue
    }
    if (event.props.type === 'error') {
      const key = `analytics-errors:${projectId}:${parameters.client ?? ''}`
      const { allowed } = await hit(db, key, errorEventLimit.limit, errorEventLimit.windowMs, now)
      if (!allowed) {
        dropped++
        continue
      }
    }
    rows.push({
      project_id: projectId,
      event_id: event.eventId.toLowerCase(),
      type: event.props.type,
      event: event.props.event,
      url: event.url,
      domain: event.domain,
      client_timestamp: Math.trunc(event.timestamp),
      address: event.props.address ?? null,
      props: JSON.stringify(event.props),
      origin: origin ?? null,
      sdk_type: parameters.sdkType ?? null,
      sdk_version: parameters.sdkVersion ?? null,
      received_at: now,
    })
  }
  if (rows.length > 0) {
    await db
      .insertInto('analytics_events')
      .values(rows)
      .onConflict((oc) => oc.columns(['project_id', 'event_id']).doNothing())
      .execute()
  }
  return { accepted: rows.length, dropped }
}
