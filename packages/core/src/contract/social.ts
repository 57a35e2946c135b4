import * as z from 'zod/mini'
import { isoInstant, sessionTransport } from './common'
import { embeddedUser } from './embedded'
import { passkeyProof } from './passkeyResponse'

/** Social logins into the embedded wallet (issue 28): only the wallet frame calls these; the provider's callback is a page. */

const loginId = z.string().check(z.regex(/^[0-9a-f]{32}$/, 'loginId is 32 hex characters'))
const provider = z.string().check(z.maxLength(32))
/** The host page's origin, as the frame saw it (the server checks it against the project's list). */
const parentOrigin = z.url({ protocol: /^https?$/ }).check(z.maxLength(2048))
/** The one-time result the callback page handed the frame. */
const result = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'result is 43 base64url characters'))

/**
 * `POST /v1/embedded/social/start` (and `…/logins/link/start`): the provider is checked against the
 * project (`embedded_social_unknown_provider`), not here. `returnTo` (sign-in only) makes it a
 * same-tab login: the callback sends the browser back there (checked: `embedded_social_return_refused`).
 */
export const socialStartBody = z.object({ provider, parentOrigin, returnTo: z.optional(z.string().check(z.maxLength(4096))) })
/** The provider's URL (for the host's popup) and the attempt's id. */
export const socialStartAnswer = z.object({ loginId: z.string(), url: z.url() })
/**
 * `POST /v1/embedded/social/finish`: the result the callback page handed the frame. Without
 * `loginId` (back from a same-tab login) the attempt is the one the start's cookie names.
 */
export const socialFinishBody = z.object({ loginId: z.optional(loginId), result, transport: sessionTransport })

/**
 * What a provider sends back to `/v1/embedded/social/callback/:provider` (RFC 6749 §4.1.2), bounded:
 * the query of a GET, or Apple's POST form (`response_mode=form_post`, with `user` on a first login).
 */
export const socialCallbackParams = z.object({
  state: z.optional(z.string().check(z.maxLength(512))),
  code: z.optional(z.string().check(z.maxLength(2048))),
  error: z.optional(z.string().check(z.maxLength(256))),
  error_description: z.optional(z.string().check(z.maxLength(1024))),
  iss: z.optional(z.string().check(z.maxLength(2048))),
  scope: z.optional(z.string().check(z.maxLength(2048))),
  authuser: z.optional(z.string().check(z.maxLength(16))),
  prompt: z.optional(z.string().check(z.maxLength(64))),
  hd: z.optional(z.string().check(z.maxLength(256))),
  /** Apple, first login only: `{"name":{"firstName","lastName"},"email"}`. */
  user: z.optional(z.string().check(z.maxLength(2048))),
})

/** One way into the wallet: `email` (its address) or a social login (its display name). */
export const linkedLogin = z.object({
  provider: z.string(),
  /** What identifies it at the provider: the e-mail address, or the provider's user id. */
  id: z.string(),
  name: z.optional(z.string()),
  linkedAt: isoInstant,
})
/** `GET /v1/embedded/logins` (and after a link or unlink): the user's logins, oldest first. */
export const linkedLoginsAnswer = z.object({
  logins: z.array(linkedLogin),
  /** The social logins this project offers to link (on, with a client configured), in the spec's order. */
  available: z.optional(z.array(z.string())),
})

/** A link's start secret: the frame keeps it and sends it back with the finish (never in a URL). */
const binding = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'binding is 43 base64url characters'))
/** `POST /v1/embedded/logins/link/start`: as a sign-in's start; `passkey`: required once the wallet has one (issue 40). */
export const linkStartBody = z.object({ provider, parentOrigin, passkey: z.optional(passkeyProof) })
/** `POST /v1/embedded/logins/link/start`: as a sign-in's start, and the secret only this frame holds. */
export const linkStartAnswer = z.object({ loginId: z.string(), url: z.url(), binding })
/**
 * `POST /v1/embedded/logins/link/finish`: the linking attempt's result, and its start's `binding`,
 * from the session that started it (issue 35); the session stays the same.
 */
export const linkFinishBody = z.object({ loginId, result, binding })
export const linkFinishAnswer = z.object({ user: embeddedUser, logins: z.array(linkedLogin) })

/** `POST /v1/embedded/logins/unlink`: the login to remove (never the last). */
export const unlinkBody = z.object({
  provider,
  id: z.string().check(z.minLength(1), z.maxLength(255)),
  /** Required once the wallet has a passkey (issue 40): the second factor, asked in the frame. */
  passkey: z.optional(passkeyProof),
})
