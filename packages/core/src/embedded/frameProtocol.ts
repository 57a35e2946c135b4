import * as z from 'zod/mini'
import { SOCIAL_AVATAR_MAX_LENGTH } from '../names/avatarUrl'

/**
 * The embedded-wallet channel between the host page and the wallet frame (spec §4, §7): requests
 * `{ type: '@w3m-app/<NAME>', id, payload }`, replies `{ type: '@w3m-frame/<NAME>_SUCCESS' |
 * '@w3m-frame/<NAME>_ERROR', id, payload }` (error payload `{ message }`), and the frame's own events
 * (`READY`, `UNVERIFIED_DOMAIN`, `APPROVAL`). Every message is checked against the schema of its
 * event on arrival, on both sides. Unlike the peer, the frame never sends its session token to the
 * host: there is no `SESSION_UPDATE`.
 */
export const APP_EVENT_PREFIX = '@w3m-app/'
export const FRAME_EVENT_PREFIX = '@w3m-frame/'

const chainId = z.union([z.number(), z.string().check(z.maxLength(64))])
const empty = z.optional(z.object({}))

/** A request id: a random UUID (crypto.randomUUID), never `Math.random`. */
export const requestIdSchema = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/))

/** The payload each app request carries. */
export const appRequestSchemas = {
  CONNECT_EMAIL: z.object({ email: z.string().check(z.maxLength(254)) }),
  CONNECT_DEVICE: empty,
  CONNECT_OTP: z.object({ otp: z.string().check(z.maxLength(16)) }),
  /** Starts a social login (spec §7 "get social redirect uri"): the frame asks the server, answers the provider's URL for the host's popup. */
  GET_SOCIAL_REDIRECT_URI: z.object({
    provider: z.string().check(z.maxLength(32)),
    /** A same-tab login (the popup was blocked): the host page to come back to; the frame keeps the attempt's id for `RESUME_SOCIAL`. */
    returnTo: z.optional(z.string().check(z.maxLength(4096))),
  }),
  /** Waits for that login's outcome, which the server's callback page posts to the frame alone (spec §7 "connect social"). */
  CONNECT_SOCIAL: empty,
  /** Back from a same-tab login: the one-time result the server put in the host page's address; the frame redeems it with the attempt id it kept. */
  RESUME_SOCIAL: z.object({ result: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)) }),
  /** Starts Sign In With Farcaster (spec §7 "get farcaster uri"): the frame asks the server, which opens a relay channel; answers its sign-in URL (QR code, deep link). */
  GET_FARCASTER_URI: empty,
  /** Waits until the person approves in their Farcaster app and the server made the session (spec §7 "connect farcaster"). */
  CONNECT_FARCASTER: empty,
  /** Stops that wait (the host's view went away). */
  CONNECT_FARCASTER_ABORT: empty,
  /**
   * The frame's own "Log in with a passkey" screen (issue 40): the person's click there starts the
   * WebAuthn ceremony, on the frame's origin; resolves with whether a session was made (`false`: the
   * visitor closed the screen). The host can neither start the ceremony nor read its result.
   */
  CONNECT_PASSKEY: z.object({ locale: z.optional(z.string().check(z.maxLength(35))) }),
  /** Closes that screen (the host's view went away). */
  CONNECT_PASSKEY_ABORT: empty,
  GET_USER: z.optional(z.object({ chainId: z.optional(chainId) })),
  IS_CONNECTED: empty,
  SIGN_OUT: empty,
  GET_CHAIN_ID: empty,
  SWITCH_NETWORK: z.object({ chainId, rpcUrl: z.optional(z.string().check(z.maxLength(2048))) }),
  RPC_REQUEST: z.object({
    method: z.string().check(z.maxLength(64)),
    params: z.optional(z.unknown()),
    chainId: z.optional(chainId),
  }),
  RPC_ABORT: empty,
  /** The chains the smart account is offered on (spec §7 "get smart account networks"): those the server has a bundler for. */
  GET_SMART_ACCOUNT_NETWORKS: empty,
  /** The smart account on the current chain: its address (counterfactual) and whether it is deployed (spec §7 "init smart account"). */
  INIT_SMART_ACCOUNT: empty,
  /** Which account acts on the current chain from now on, remembered per chain (spec §7 "set preferred account"). */
  SET_PREFERRED_ACCOUNT: z.object({ type: z.enum(['eoa', 'smartAccount']) }),
  /**
   * The frame's own e-mail change screens (the new address, a code to the current address, one to
   * the new): the host never sees what is typed; resolves with the new address, or `null` when the
   * visitor cancels.
   */
  UPDATE_EMAIL: z.object({ locale: z.optional(z.string().check(z.maxLength(35))) }),
  /** Closes the e-mail change screens (the host's view went away). */
  UPDATE_EMAIL_ABORT: empty,
  /** The frame's list of the wallet's sessions, with "Sign out everywhere"; resolves when the visitor closes it (`signedOut`: every session ended, this one too). */
  SESSIONS: z.object({ locale: z.optional(z.string().check(z.maxLength(35))) }),
  /** Closes the sessions list (the host's view went away). */
  SESSIONS_ABORT: empty,
  /** The frame's own export screens (a fresh mailed code, then the key); resolves when the visitor closes them. The key is never in a reply. */
  EXPORT_KEY: z.object({ locale: z.optional(z.string().check(z.maxLength(35))) }),
  /** Closes the export screens (the host's view went away). */
  EXPORT_KEY_ABORT: empty,
  SYNC_DAPP_DATA: z.object({
    projectId: z.string().check(z.maxLength(64)),
    sdkType: z.optional(z.string().check(z.maxLength(64))),
    sdkVersion: z.optional(z.string().check(z.maxLength(128))),
    metadata: z.optional(z.object({ name: z.optional(z.string().check(z.maxLength(200))), url: z.optional(z.string().check(z.maxLength(2048))) })),
  }),
  SYNC_THEME: z.object({ themeMode: z.optional(z.enum(['light', 'dark'])) }),
  /** The host's active locale (BCP 47): the frame's own screens speak it (else the browser's language). */
  SYNC_LOCALE: z.object({ locale: z.string().check(z.maxLength(35)) }),
} as const

export type AppRequestName = keyof typeof appRequestSchemas
export type AppRequestPayload<N extends AppRequestName> = z.output<(typeof appRequestSchemas)[N]>

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))

/** The embedded-wallet user as the frame answers GET_USER (spec §3). */
export const embeddedUserSchema = z.object({
  email: z.nullable(z.optional(z.string())),
  address,
  chainId,
  accounts: z.array(z.object({ address, type: z.enum(['eoa', 'smartAccount']) })),
  preferredAccountType: z.enum(['eoa', 'smartAccount']),
  smartAccountDeployed: z.boolean(),
  userName: z.optional(z.string()),
  /** The social login's picture (an http(s) URL; the host checks it again before showing it). */
  userAvatar: z.optional(z.string().check(z.maxLength(SOCIAL_AVATAR_MAX_LENGTH))),
  /** The social login the user came by (`google`, `github`…). */
  socialProvider: z.optional(z.string()),
})
export type EmbeddedUser = z.output<typeof embeddedUserSchema>

/** The payload of each request's success reply. */
export const frameSuccessSchemas = {
  CONNECT_EMAIL: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  CONNECT_DEVICE: empty,
  CONNECT_OTP: empty,
  GET_SOCIAL_REDIRECT_URI: z.object({ uri: z.string().check(z.maxLength(4096)) }),
  CONNECT_SOCIAL: empty,
  RESUME_SOCIAL: empty,
  GET_FARCASTER_URI: z.object({ url: z.string().check(z.maxLength(2048)), expiresAt: z.string().check(z.maxLength(64)) }),
  CONNECT_FARCASTER: empty,
  CONNECT_FARCASTER_ABORT: empty,
  CONNECT_PASSKEY: z.object({ connected: z.boolean() }),
  CONNECT_PASSKEY_ABORT: empty,
  GET_USER: embeddedUserSchema,
  IS_CONNECTED: z.object({ isConnected: z.boolean() }),
  SIGN_OUT: empty,
  GET_CHAIN_ID: z.object({ chainId }),
  SWITCH_NETWORK: z.object({ chainId }),
  RPC_REQUEST: z.unknown(),
  RPC_ABORT: empty,
  GET_SMART_ACCOUNT_NETWORKS: z.object({ smartAccountEnabledNetworks: z.array(z.number()) }),
  INIT_SMART_ACCOUNT: z.object({ address, isDeployed: z.boolean() }),
  SET_PREFERRED_ACCOUNT: z.object({ type: z.enum(['eoa', 'smartAccount']), address }),
  UPDATE_EMAIL: z.object({ email: z.nullable(z.string().check(z.maxLength(254))) }),
  UPDATE_EMAIL_ABORT: empty,
  SESSIONS: z.object({ signedOut: z.boolean() }),
  SESSIONS_ABORT: empty,
  EXPORT_KEY: z.object({ exported: z.boolean() }),
  EXPORT_KEY_ABORT: empty,
  SYNC_DAPP_DATA: empty,
  SYNC_THEME: empty,
  SYNC_LOCALE: empty,
} as const satisfies Record<AppRequestName, z.ZodMiniType>

export type FrameSuccessPayload<N extends AppRequestName> = z.output<(typeof frameSuccessSchemas)[N]>

/** The frame's own events (not replies). */
export const frameEventSchemas = {
  /** The frame loaded and checked its parent; `version` is its bundle's. */
  READY: z.object({ version: z.string().check(z.maxLength(64)) }),
  /** The parent's origin is not on the project's list (spec §8 alert `unverified_domain`); the frame refuses everything. */
  UNVERIFIED_DOMAIN: z.object({ origin: z.string().check(z.maxLength(2048)) }),
  /** The frame shows (`open`) or hid its approval controls: the host makes the frame visible meanwhile. */
  APPROVAL: z.object({ open: z.boolean() }),
} as const

export type FrameEventName = keyof typeof frameEventSchemas

/** Every message's envelope, before its payload is checked. */
export const envelopeSchema = z.object({
  type: z.string().check(z.maxLength(96)),
  id: z.optional(requestIdSchema),
  payload: z.optional(z.unknown()),
})

/** An error reply: the message, and the server's error code when the server refused (`embedded_otp_invalid`…). */
export const errorPayloadSchema = z.object({ message: z.string().check(z.maxLength(2048)), code: z.optional(z.string().check(z.maxLength(64))) })

/** A parsed app request, or undefined when it is not one (wrong shape, unknown event, bad payload). */
export function parseAppRequest(data: unknown): { name: AppRequestName; id: string; payload: unknown } | undefined {
  const envelope = envelopeSchema.safeParse(data)
  if (!envelope.success || !envelope.data.id || !envelope.data.type.startsWith(APP_EVENT_PREFIX)) return undefined
  const name = envelope.data.type.slice(APP_EVENT_PREFIX.length)
  if (!Object.hasOwn(appRequestSchemas, name)) return undefined
  const payload = appRequestSchemas[name as AppRequestName].safeParse(envelope.data.payload)
  if (!payload.success) return undefined
  return { name: name as AppRequestName, id: envelope.data.id, payload: payload.data }
}

/** A parsed frame message: a reply to request `id`, or one of the frame's events; undefined when it is neither. */
export function parseFrameMessage(
  data: unknown,
):
  | { kind: 'success'; name: AppRequestName; id: string; payload: unknown }
  | { kind: 'error'; name: AppRequestName; id: string; message: string; code?: string | undefined }
  | { kind: 'event'; name: FrameEventName; payload: unknown }
  | undefined {
  const envelope = envelopeSchema.safeParse(data)
  if (!envelope.success || !envelope.data.type.startsWith(FRAME_EVENT_PREFIX)) return undefined
  const type = envelope.data.type.slice(FRAME_EVENT_PREFIX.length)
  const { id, payload } = envelope.data
  if (Object.hasOwn(frameEventSchemas, type)) {
    const parsed = frameEventSchemas[type as FrameEventName].safeParse(payload)
    return parsed.success ? { kind: 'event', name: type as FrameEventName, payload: parsed.data } : undefined
  }
  const match = /^([A-Z_]+)_(SUCCESS|ERROR)$/.exec(type)
  if (!match || !id || !Object.hasOwn(frameSuccessSchemas, match[1]!)) return undefined
  const name = match[1] as AppRequestName
  if (match[2] === 'ERROR') {
    const parsed = errorPayloadSchema.safeParse(payload)
    return parsed.success ? { kind: 'error', name, id, message: parsed.data.message, code: parsed.data.code } : undefined
  }
  const parsed = frameSuccessSchemas[name].safeParse(payload)
  return parsed.success ? { kind: 'success', name, id, payload: parsed.data } : undefined
}
