import { z } from 'zod'

// The social login routes' request schemas, in one place (to move beside the other routes' schemas once they share a module).

const loginId = z.string().regex(/^[0-9a-f]{32}$/, 'loginId is 32 hex characters')

/** `POST /v1/embedded/social/start`: the provider is checked against the project (`embedded_social_unknown_provider`), not here. */
export const socialStartBody = z.object({
  provider: z.string().max(32),
  /** The host page's origin, as the frame saw it. */
  parentOrigin: z.url({ protocol: /^https?$/ }).max(2048),
})

/** `POST /v1/embedded/social/finish`: the attempt and the one-time result the callback page handed the frame. */
export const socialFinishBody = z.object({
  loginId,
  result: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'result is 43 base64url characters'),
  /** `cookie` (default, the frame): the session is an http-only partitioned cookie; `bearer`: the token is in the answer. */
  transport: z.enum(['cookie', 'bearer']).default('cookie'),
})

/** `GET /v1/embedded/social/callback/:provider`: what a provider sends back (RFC 6749 §4.1.2), bounded. */
export const socialCallbackQuery = z.object({
  state: z.string().max(512).optional(),
  code: z.string().max(2048).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
  iss: z.string().max(2048).optional(),
  scope: z.string().max(2048).optional(),
  authuser: z.string().max(16).optional(),
  prompt: z.string().max(64).optional(),
  hd: z.string().max(256).optional(),
})
