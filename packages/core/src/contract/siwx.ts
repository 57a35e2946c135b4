import * as z from 'zod/mini'
import { caip2, isoInstant, sessionTransport } from './common'

/** `POST /v1/siwx/nonce`: the network and account the nonce is for (optional; the message is checked against them). */
export const siwxNonceBody = z.object({
  chainId: z.optional(caip2),
  address: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
})

/** A single-use nonce, bound to the origin that asked (10 min). */
export const siwxNonceAnswer = z.object({ nonce: z.string().check(z.minLength(8)), expiresAt: isoInstant })

/**
 * `POST /v1/siwx/verify`: the signed CAIP-122 message (EIP-4361 on eip155; its lines:
 * `parseCaip122Message` on the server, each adapter's formatter in the kit) and its signature.
 */
export const siwxVerifyBody = z.object({
  message: z.string().check(z.minLength(1), z.maxLength(8192)),
  signature: z.string().check(z.minLength(1), z.maxLength(16_384)),
  /** `cookie` (default): an http-only cookie; `bearer`: the token is in the answer, for an Authorization header. */
  transport: sessionTransport,
})

/** A live sign-in session. */
export const siwxSession = z.object({
  /** As signed (EIP-55 for eip155). */
  address: z.string(),
  /** CAIP-2, e.g. `eip155:1`. */
  chainId: caip2,
  domain: z.string(),
  /** The signed message and its signature, so a client can show or re-check them. */
  message: z.string(),
  signature: z.string(),
  issuedAt: isoInstant,
  expiresAt: isoInstant,
})

/** `POST /v1/siwx/verify`: the session, and its token in bearer mode. */
export const siwxVerifyAnswer = z.object({ session: siwxSession, token: z.optional(z.string()) })

/** `GET /v1/siwx/me` (401 `siwx_no_session` without one). */
export const siwxSessionAnswer = z.object({ session: siwxSession })
