import { z } from 'zod'

/** One analytics event as the client sends it to `POST /e`. */
export const analyticsEventSchema = z.object({
  eventId: z.uuid(),
  url: z.string().max(2048),
  domain: z.string().max(253),
  /** ms since the epoch, the client's clock. */
  timestamp: z.number().nonnegative().max(Number.MAX_SAFE_INTEGER),
  props: z.object({
    type: z.enum(['track', 'error']),
    /** e.g. MODAL_OPEN, SELECT_WALLET, CONNECT_SUCCESS, CONNECT_ERROR. */
    event: z.string().min(1).max(64),
    address: z.string().max(128).optional(),
    properties: z.record(z.string(), z.unknown()).optional(),
  }),
})

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>

/** Most events one request may carry. */
export const maxEventsPerBatch = 100

/** The body of `POST /e`: one event or an array of up to 100. */
export const analyticsBodySchema = z.union([
  analyticsEventSchema.transform((event) => [event]),
  z.array(analyticsEventSchema).max(maxEventsPerBatch),
])
