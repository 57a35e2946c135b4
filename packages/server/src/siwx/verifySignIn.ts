import type { Kysely } from 'kysely'
import type { PublicClient } from 'viem'
import type { Database } from '../db/schema.ts'
import { SiwxError, SiwxOriginsRequiredError } from './errors.ts'
import { checkMessageOrigin } from './expectedOrigin.ts'
import { checkNonceBinding, claimNonce } from './nonces.ts'
import { isOfflineChain, readSignInMessage } from './verifiers/signInVerifiers.ts'
import { createSession, maxSessionMs, type SiwxSession } from './sessions.ts'

/** How far a message's Issued At may be from the server's clock: ahead of now, or before its nonce was issued. */
export const issuedAtSkewMs = 5 * 60_000

export type VerifySignInParameters = {
  projectId: string
  /** The project's allow-list: sign-in needs one (never "any origin"). */
  allowedOrigins: readonly string[]
  /** The request's `Origin`, if sent: it must be the origin the nonce was issued to. */
  origin: string | undefined
  message: string
  signature: string
  now: number
  /** A public client on the chain's RPC, or undefined when the server has none for that chain. */
  clientFor(chainId: string): PublicClient | undefined
}

/**
 * Checks a signed sign-in message (EIP-4361, Sign In With Solana, or CAIP-122 for Bitcoin) and opens a session:
 * the project lists its origins (`siwx_origins_required`); the message parses
 * (`siwx_invalid_message`); its nonce was issued here and is unused (`siwx_nonce_unknown`,
 * `siwx_nonce_used`), and is used up now, whatever follows: one try per nonce; the nonce is fresh
 * and for this chain and account (`siwx_nonce_expired`, `siwx_chain_mismatch`,
 * `siwx_address_mismatch`); the message's domain, URI and scheme are the origin the nonce was issued
 * to, which the project lists (`siwx_domain_mismatch`, `siwx_uri_mismatch`); the server knows its
 * chain (`siwx_chain_not_supported`); it is valid now and was not issued before its nonce
 * (`siwx_message_expired`, `siwx_message_not_yet_valid`); the signature is the account's
 * (`siwx_invalid_signature`): an EOA's, or a smart account's through ERC-1271 (deployed) or
 * ERC-6492 (not yet deployed), checked by viem on the chain's RPC; a Solana account's ed25519
 * signature or a Bitcoin address's BIP-322 signature, checked here with no RPC. Each namespace's
 * reading and checking is its verifier's (`verifiers/`, listed in `signInVerifiers.ts`).
 *
 * @throws {SiwxError}
 */
export async function verifySignIn(
  db: Kysely<Database>,
  parameters: VerifySignInParameters,
): Promise<{ token: string; session: SiwxSession }> {
  if (parameters.allowedOrigins.length === 0) throw new SiwxOriginsRequiredError({ projectId: parameters.projectId })
  const { verifier, fields } = readSignInMessage(parameters.message, parameters.signature)
  const { address, caip2, domain, nonce, uri, issuedAt, expirationTime, notBefore, scheme } = fields

  const row = await claimNonce(db, { projectId: parameters.projectId, nonce, now: parameters.now })
  checkNonceBinding(row, { chainId: caip2, address, now: parameters.now })
  checkMessageOrigin({ domain, uri, scheme }, { nonceOrigin: row.origin, requestOrigin: parameters.origin, allowedOrigins: parameters.allowedOrigins })

  const client = verifier.offlineReference ? undefined : parameters.clientFor(caip2)
  if (verifier.offlineReference ? !isOfflineChain(caip2) : !client)
    throw new SiwxError('siwx_chain_not_supported', `This server verifies no sign-in on ${caip2}`)

  if (expirationTime && !(expirationTime.getTime() > parameters.now))
    throw new SiwxError('siwx_message_expired', `The message expired at ${safeIso(expirationTime)}`)
  if (notBefore && !(notBefore.getTime() <= parameters.now))
    throw new SiwxError('siwx_message_not_yet_valid', `The message is not valid before ${safeIso(notBefore)}`)
  if (issuedAt.getTime() > parameters.now + issuedAtSkewMs)
    throw new SiwxError('siwx_message_not_yet_valid', `The message is issued in the future (${issuedAt.toISOString()})`)
  if (issuedAt.getTime() < Number(row.created_at) - issuedAtSkewMs)
    throw new SiwxError('siwx_message_expired', `The message was issued at ${issuedAt.toISOString()}, before its nonce`)

  await verifier.verify({ fields, message: parameters.message, signature: parameters.signature, client })

  const expiresAt = Math.min(expirationTime?.getTime() ?? Number.POSITIVE_INFINITY, parameters.now + maxSessionMs)
  return createSession(db, {
    projectId: parameters.projectId,
    address,
    chainId: caip2,
    domain,
    message: parameters.message,
    signature: parameters.signature,
    now: parameters.now,
    expiresAt,
  })
}

/** An ISO date, or `an invalid date` (a hostile message's `Expiration Time: 99999-…`). */
function safeIso(date: Date): string {
  return Number.isNaN(date.getTime()) ? 'an invalid date' : date.toISOString()
}
