import * as z from 'zod/mini'
import { isoInstant, sessionTransport } from './common'
import { embeddedUser } from './embedded'
import { passkeyRequestId as requestId, passkeyResponse } from './passkeyResponse'

export { passkeyProof, passkeyResponse } from './passkeyResponse'

/**
 * Passkeys of the embedded wallet (issue 40): only the wallet frame calls these; the WebAuthn
 * ceremony runs in the frame's origin (the RP ID is its host). The options and responses are the
 * WebAuthn JSON forms (`PublicKeyCredentialCreationOptionsJSON`, `RegistrationResponseJSON`…); the
 * server's WebAuthn library checks the response's inside, these only its shape and size.
 */

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
