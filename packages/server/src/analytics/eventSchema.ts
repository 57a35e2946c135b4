import type { z } from 'zod'
import { analyticsEvent, eventsBody, maxEventsPerBatch } from '@portico/core/contract'

/** One analytics event as the client sends it to `POST /e` (the contract's). */
export const analyticsEventSchema = analyticsEvent

export type AnalyticsEvent = z.output<typeof analyticsEventSchema>

/** Most events one request may carry. */
export { maxEventsPerBatch }

/** The body of `POST /e`: one event or an array of up to 100 (the contract's). */
export const analyticsBodySchema = eventsBody
