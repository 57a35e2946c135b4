import * as z from 'zod/mini'
import { isoInstant, sessionTransport } from './common'
import { embeddedUser } from './embedded'

/**
 * Passkeys of the embedded wallet (issue 40): only the wallet frame calls these; the WebAuthn
 * ceremony runs in the frame's origin (the RP ID is its host). The options and responses are the
 * WebAuthn JSON forms (`PublicKeyCredentialCreationOptionsJSON`, `RegistrationResponseJSON`…); the
 * server's WebAuthn library checks the response's inside, these only its shape and size.
 */

const requestId = z.string().check(z.regex(/^[0-9a-f]{32}$/, 'requestId is 32 hex characters'))
const base64url = z.string().check(z.maxLength(16_384), z.regex(/^[A-Za-z0-9_-]*$/, 'base64url'))

/** A browser's answer to `navigator.credentials.create` or `.get`, in its JSON form. */
export const passkeyResponse = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: z.optional(base64url),
    authenticatorData: z.optional(base64url),
    signature: z.optional(base64url),
    userHandle: z.optional(base64url),
    transports: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(8))),
    publicKeyAlgorithm: z.optional(z.number()),
    publicKey: z.optional(base64url),
  }),
})

/** The options the frame hands to `navigator.credentials` (the library's JSON; the kit does not read inside). */
export const passkeyStartAnswer = z.object({ requestId, options: z.record(z.string(), z.unknown()) })

/** `POST /v1/embedded/passkey/{signup,login}/start`: nothing to give. */
export const passkeyStartBody = z.object({})

/** `POST /v1/embedded/passkey/{signup,login}/finish`: the request, the browser's answer and the host page's origin (as for a social login). */
export const passkeyFinishBody = z.object({
  requestId,
  response: passkeyResponse,
  parentOrigin: z.url({ protocol: /^https?$/ }).check(z.maxLength(2048)),
  transport: sessionTransport,
})

/** The session (its token only in bearer mode), as after an e-mail code. */
export const passkeyFinishAnswer = z.object({ token: z.optional(z.string()), expiresAt: isoInstant, user: embeddedUser })

/** `POST /v1/embedded/passkey/add/finish` (a signed-in user's new passkey). */
export const passkeyAddBody = z.object({ requestId, response: passkeyResponse })

/** A signed-in user's passkeys. */
export const passkeyList = z.object({
  passkeys: z.array(z.object({ id: z.string(), createdAt: isoInstant, lastUsedAt: z.nullable(isoInstant), backedUp: z.boolean() })),
})
