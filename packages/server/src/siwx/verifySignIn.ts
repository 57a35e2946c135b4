import type { Kysely } from 'kysely'
import { type Address, type Hex, isAddress, isHex, type PublicClient } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import type { Database } from '../db/schema.ts'
import { isOriginAllowed } from '../projects/origins.ts'
import { SiwxError } from './errors.ts'
import { checkNonce, consumeNonce } from './nonces.ts'
import { createSession, maxSessionMs, type SiwxSession } from './sessions.ts'

/** How far in the future a message's Issued At may be (clock skew). */
export const issuedAtSkewMs = 5 * 60_000

export type VerifySignInParameters = {
  projectId: string
  allowedOrigins: readonly string[]
  /** The request's `Origin`: the message's domain must be its host. Without one, an allowed origin's. */
  origin: string | undefined
  message: string
  signature: string
  now: number
  /** A public client on the chain's RPC, or undefined when the server has none for that chain. */
  clientFor(chainId: string): PublicClient | undefined
}

/**
 * Checks a signed EIP-4361 message and opens a session:
 * the message parses (`siwx_invalid_message`); its domain is the caller's (`siwx_domain_mismatch`);
 * the server knows its chain (`siwx_chain_not_supported`); it is valid now (`siwx_message_expired`,
 * `siwx_message_not_yet_valid`); its nonce was issued here, for this chain and account, is unused
 * and fresh (`siwx_nonce_*`, `siwx_chain_mismatch`, `siwx_address_mismatch`); the signature is the
 * account's (`siwx_invalid_signature`): an EOA's, or a smart account's through ERC-1271 (deployed)
 * or ERC-6492 (not yet deployed), checked by viem on the chain's RPC. Then the nonce is used up.
 *
 * @throws {SiwxError}
 */
export async function verifySignIn(
  db: Kysely<Database>,
  parameters: VerifySignInParameters,
): Promise<{ token: string; session: SiwxSession }> {
  const fields = parseSiweMessage(parameters.message)
  const { address, chainId, domain, nonce, uri, version, issuedAt, expirationTime, notBefore } = fields
  if (!address || !isAddress(address, { strict: false }) || !chainId || !domain || !nonce || !uri || version !== '1' || !issuedAt)
    throw new SiwxError('siwx_invalid_message', 'The message is not an EIP-4361 sign-in message')
  if (!isHex(parameters.signature)) throw new SiwxError('siwx_invalid_signature', 'The signature is not hex')

  const expectedHost = parameters.origin ? safeHost(parameters.origin) : undefined
  const domainOk = parameters.origin
    ? expectedHost === domain
    : isOriginAllowed(`${safeProtocol(uri)}//${domain}`, parameters.allowedOrigins)
  if (!domainOk)
    throw new SiwxError('siwx_domain_mismatch', `The message is for ${domain}, not ${expectedHost ?? 'an allowed origin'}`)

  const caip2 = `eip155:${chainId}`
  const client = parameters.clientFor(caip2)
  if (!client) throw new SiwxError('siwx_chain_not_supported', `This server verifies no sign-in on ${caip2}`)

  if (expirationTime && expirationTime.getTime() <= parameters.now)
    throw new SiwxError('siwx_message_expired', `The message expired at ${expirationTime.toISOString()}`)
  if (notBefore && notBefore.getTime() > parameters.now)
    throw new SiwxError('siwx_message_not_yet_valid', `The message is not valid before ${notBefore.toISOString()}`)
  if (issuedAt.getTime() > parameters.now + issuedAtSkewMs)
    throw new SiwxError('siwx_message_not_yet_valid', `The message is issued in the future (${issuedAt.toISOString()})`)

  await checkNonce(db, { projectId: parameters.projectId, nonce, chainId: caip2, address, now: parameters.now })

  let valid: boolean
  try {
    valid = await client.verifyMessage({ address: address as Address, message: parameters.message, signature: parameters.signature as Hex })
  } catch (cause) {
    throw new SiwxError('siwx_invalid_signature', `The signature could not be checked on ${caip2}`, { cause })
  }
  if (!valid) throw new SiwxError('siwx_invalid_signature', 'The signature is not from the account in the message')

  await consumeNonce(db, { nonce, now: parameters.now })
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

function safeHost(origin: string): string | undefined {
  try {
    return new URL(origin).host
  } catch {
    return undefined
  }
}

function safeProtocol(uri: string): string {
  try {
    return new URL(uri).protocol
  } catch {
    return 'https:'
  }
}
