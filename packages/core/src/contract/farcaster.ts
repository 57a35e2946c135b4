import * as z from 'zod/mini'
import { isoInstant, sessionTransport } from './common'
import { embeddedUser } from './embedded'

/** Sign In With Farcaster into the embedded wallet (issue 28, FIP-11): only the wallet frame calls these. */

const loginId = z.string().check(z.regex(/^[0-9a-f]{32}$/, 'loginId is 32 hex characters'))

/**
 * 256 random bits (base64url) the frame makes for each attempt and keeps to itself: never in the
 * sign-in URL (the QR code), so whoever holds only the `loginId` or the URL cannot collect the session.
 */
const pollSecret = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'pollSecret is 43 base64url characters'))

/** `POST /v1/embedded/farcaster/start`: the host page's origin, as the frame saw it, and the frame's poll secret (the server stores its hash). */
export const farcasterStartBody = z.object({ parentOrigin: z.url({ protocol: /^https?$/ }).check(z.maxLength(2048)), pollSecret })

/** The relay's sign-in URL (the QR code and the deep link), the attempt's id and when it ends. */
export const farcasterStartAnswer = z.object({ loginId, url: z.url(), expiresAt: isoInstant })

/** `POST /v1/embedded/farcaster/status`: the frame polls its attempt with the secret it gave at the start. */
export const farcasterStatusBody = z.object({ loginId, pollSecret, transport: sessionTransport })

/** Still waiting for the person's Farcaster app, or the session (its token only in bearer mode) as after an e-mail code. */
export const farcasterStatusAnswer = z.union([
  z.object({ state: z.literal('pending') }),
  z.object({ state: z.literal('completed'), token: z.optional(z.string()), expiresAt: isoInstant, user: embeddedUser }),
])
