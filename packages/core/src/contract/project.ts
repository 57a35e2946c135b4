import * as z from 'zod/mini'
import { DEFAULT_SOCIALS } from '../constants'

/** What every project-scoped route reads from its query (`projectId` itself is checked against the database). */
export const sdkQuery = z.object({
  st: z.optional(z.string().check(z.maxLength(64))),
  sv: z.optional(z.string().check(z.maxLength(128))),
})

/** The project's features (`GET /v1/config`); while `pay` is on, e-mail and socials are off (spec §5). */
export const remoteFeatures = z.object({
  email: z.boolean(),
  /** The social logins offered (spec §1), or `false` for none. */
  socials: z.union([z.literal(false), z.readonly(z.array(z.enum(DEFAULT_SOCIALS)))]),
  swaps: z.boolean(),
  onramp: z.boolean(),
  activity: z.boolean(),
  branding: z.boolean(),
  multiWallet: z.boolean(),
  analytics: z.boolean(),
  /** The pay feature (`portico.pay`). Older servers leave it out. */
  pay: z.optional(z.boolean()),
})

/** `GET /v1/config`. */
export const configAnswer = z.object({
  projectId: z.string(),
  features: remoteFeatures,
  /** The networks the server has a logo for: CAIP-2 id → image URL (older servers leave it out). */
  networkImages: z.optional(z.readonly(z.record(z.string(), z.string()))),
  /** The social logins' marks: provider → image URL per theme of the kit (older servers leave it out). */
  socialImages: z.optional(z.readonly(z.record(z.string(), z.object({ light: z.string(), dark: z.string() })))),
  /** The embedded wallet's frame, when the server offers it and the project has e-mail on. */
  embeddedWallet: z.optional(z.object({ frameUrl: z.string() })),
})

/** `GET /v1/origins`: the project's allow-list (origin patterns). */
export const originsAnswer = z.object({ allowedOrigins: z.array(z.string()) })

/** `GET /health`. */
export const healthAnswer = z.object({ ok: z.literal(true), database: z.enum(['sqlite', 'postgres']) })

/** `GET /healthz` (liveness: the process answers). */
export const livenessAnswer = z.object({ ok: z.literal(true) })

/** `GET /readyz` (readiness: the database answers, the instance is not shutting down; else 503). */
export const readinessAnswer = z.object({ ready: z.literal(true), database: z.enum(['sqlite', 'postgres']) })

/** One analytics event (`POST /e`, spec §7). */
export const analyticsEvent = z.object({
  eventId: z.uuid(),
  url: z.string().check(z.maxLength(2048)),
  domain: z.string().check(z.maxLength(253)),
  /** ms since the epoch, the client's clock. */
  timestamp: z.number().check(z.nonnegative(), z.maximum(Number.MAX_SAFE_INTEGER)),
  props: z.object({
    type: z.enum(['track', 'error']),
    /** e.g. MODAL_OPEN, SELECT_WALLET, CONNECT_SUCCESS, CONNECT_ERROR. */
    event: z.string().check(z.minLength(1), z.maxLength(64)),
    address: z.optional(z.string().check(z.maxLength(128))),
    properties: z.optional(z.readonly(z.record(z.string(), z.unknown()))),
  }),
})

/** Most events one `POST /e` may carry. */
export const maxEventsPerBatch = 100

/** `POST /e`'s body: one event or an array of up to 100 (read as an array). */
export const eventsBody = z.union([
  z.pipe(analyticsEvent, z.transform((event) => [event])),
  z.readonly(z.array(analyticsEvent).check(z.maxLength(maxEventsPerBatch))),
])

/** `POST /e`'s answer (202): stored and dropped (analytics off, or past the project's window). */
export const eventsAnswer = z.object({ accepted: z.number().check(z.int(), z.nonnegative()), dropped: z.number().check(z.int(), z.nonnegative()) })

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)
/** A comma-separated list (`a,b,c`); empty items are ignored, an empty list is no filter. */
const list = (itemMax: number) =>
  z.pipe(
    z.transform(emptyToUndefined),
    z.pipe(
      z.pipe(
        z.optional(z.string()),
        z.transform((value) => value?.split(',').map((item) => item.trim()).filter(Boolean)),
      ),
      z.optional(z.array(z.string().check(z.maxLength(itemMax))).check(z.maxLength(200, 'At most 200 items'))),
    ),
  )
const pageNumber = (max: number, fallback: number) =>
  z.pipe(z.transform(emptyToUndefined), z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)), fallback))

/** `GET /getWallets` (also `/v1/wallets`): a page of the registry, filtered. Page sizes: spec §9 (40, search 100). */
export const walletsQuery = z.object({
  page: pageNumber(100_000, 1),
  entries: pageNumber(100, 40),
  search: z.pipe(z.transform(emptyToUndefined), z.optional(z.string().check(z.maxLength(100)))),
  include: list(100),
  exclude: list(100),
  rdns: list(255),
  chains: list(100),
})

/** A wallet as the registry sends it (snake case on the wire, as the peer's). */
export const serverWallet = z.object({
  id: z.string(),
  name: z.string(),
  image_url: z.string(),
  rdns: z.nullable(z.string()),
  chains: z.readonly(z.array(z.string())),
  namespaces: z.readonly(z.array(z.string())),
  homepage: z.nullable(z.string()),
  mobile_link: z.nullable(z.string()),
  desktop_link: z.nullable(z.string()),
  webapp_link: z.nullable(z.string()),
  app_store: z.nullable(z.string()),
  play_store: z.nullable(z.string()),
  chrome_store: z.nullable(z.string()),
  injected: z.readonly(z.array(z.readonly(z.object({ namespace: z.string(), injected_id: z.string() })))),
  supports_wc: z.boolean(),
  order: z.number(),
})

export const walletsAnswer = z.object({ data: z.array(serverWallet), count: z.number().check(z.int(), z.nonnegative()) })
