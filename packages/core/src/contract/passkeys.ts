import * as z from 'zod/mini'
import { emailAddress, isoInstant, mailedCode, sessionTransport } from './common'
import { embeddedUser } from './embedded'
import { passkeyNamePattern } from '../embedded/passkeyName'
import { passkeyProof, passkeyRequestId as requestId, passkeyResponse } from './passkeyResponse'

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

/** A passkey's name as the person gives it (issue 40), so a wallet with several can tell them apart: see `passkeyNamePattern`. */
export const passkeyName = z
  .string()
  .check(z.maxLength(256), z.regex(passkeyNamePattern, 'The name is 1 to 64 characters, no space at either end and no control character'))

/** `POST /v1/embedded/passkey/signup/finish`: as a login's, and the new passkey's name (none: it has none). */
export const passkeySignupBody = z.extend(passkeyFinishBody, { name: z.optional(passkeyName) })

/** The session (its token only in bearer mode), as after an e-mail code. */
export const passkeyFinishAnswer = z.object({ token: z.optional(z.string()), expiresAt: isoInstant, user: embeddedUser })

/** `POST /v1/embedded/passkey/add/finish` (a signed-in user's new passkey, and its name). */
export const passkeyAddBody = z.object({ requestId, response: passkeyResponse, name: z.optional(passkeyName) })

/** `POST /v1/embedded/passkey/rename`: one of the wallet's passkeys and its new name. */
export const passkeyRenameBody = z.object({ id: z.string().check(z.minLength(1), z.maxLength(1024)), name: passkeyName })

/**
 * A signed-in user's passkeys, and the wallet's send limit: a send whose native value (in the chain's
 * smallest unit, wei, as a decimal string) is above it needs the passkey; null when none is set.
 */
export const passkeyList = z.object({
  passkeys: z.array(
    z.object({ id: z.string(), name: z.nullable(z.string()), createdAt: isoInstant, lastUsedAt: z.nullable(isoInstant), backedUp: z.boolean(), deviceType: z.string() }),
  ),
  sendLimit: z.nullable(z.string()),
})

/** `POST /v1/embedded/passkey/remove`: one of the wallet's passkeys, confirmed with a passkey of the wallet. */
export const passkeyRemoveBody = z.object({ id: z.string().check(z.minLength(1), z.maxLength(1024)), passkey: z.optional(passkeyProof) })

/** `POST /v1/embedded/passkey/limit`: the send limit in wei (decimal, up to uint256), or null to remove it; confirmed with the passkey. */
export const passkeyLimitBody = z.object({
  limit: z.nullable(z.string().check(z.regex(/^\d{1,78}$/, 'The limit is a whole number of wei'))),
  passkey: z.optional(passkeyProof),
})

/** `POST /v1/embedded/recovery/start`: a recovery e-mail for a passkey wallet without one, confirmed with the passkey. */
export const recoveryStartBody = z.object({ email: emailAddress, passkey: z.optional(passkeyProof) })
export const recoveryStartAnswer = z.object({ recoveryId: z.string().check(z.regex(/^[0-9a-f]{32}$/, 'The id is 32 hex characters')) })
/** `POST /v1/embedded/recovery/verify`: the code mailed to the new address → the user with it as their e-mail. */
export const recoveryVerifyBody = z.object({ recoveryId: z.string().check(z.regex(/^[0-9a-f]{32}$/, 'The id is 32 hex characters')), otp: mailedCode })
export const recoveryVerifyAnswer = z.object({ user: embeddedUser })
