import * as z from 'zod/mini'

/** A passkey ceremony's request and the browser's answer (issue 40); see `passkeys.ts`. */

export const passkeyRequestId = z.string().check(z.regex(/^[0-9a-f]{32}$/, 'requestId is 32 hex characters'))
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

/** A passkey second factor carried by a risky step (the key export): a `verify` request and its assertion. */
export const passkeyProof = z.object({ requestId: passkeyRequestId, response: passkeyResponse })
