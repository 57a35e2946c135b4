import type { Kysely } from 'kysely'
import { type Address, type Hex, isAddress, isHex, type PublicClient } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import type { Database } from '../db/schema.ts'
import { SiwxError, SiwxOriginsRequiredError } from './errors.ts'
import { checkMessageOrigin } from './expectedOrigin.ts'
import { checkNonceBinding, claimNonce } from './nonces.ts'
import { parseCaip122Message } from './parseCaip122Message.ts'
import { isOfflineChain, type OfflineNamespace, offlineNamespaces, verifyOffline } from './verifyOffline.ts'
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
 * signature or a Bitcoin address's BIP-322 signature, checked here with no RPC (`verifyOffline`).
 *
 * @throws {SiwxError}
 */
export async function verifySignIn(
  db: Kysely<Database>,
  parameters: VerifySignInParameters,
): Promise<{ token: string; session: SiwxSession }> {
  if (parameters.allowedOrigins.length === 0) throw new SiwxOriginsRequiredError({ projectId: parameters.projectId })
  const fields = readMessage(parameters.message, parameters.signature)
  const { address, caip2, domain, nonce, uri, issuedAt, expirationTime, notBefore, scheme } = fields

  const row = await claimNonce(db, { projectId: parameters.projectId, nonce, now: parameters.now })
  checkNonceBinding(row, { chainId: caip2, address, now: parameters.now })
  checkMessageOrigin({ domain, uri, scheme }, { nonceOrigin: row.origin, requestOrigin: parameters.origin, allowedOrigins: parameters.allowedOrigins })

  const client = fields.namespace === 'eip155' ? parameters.clientFor(caip2) : undefined
  if (fields.namespace === 'eip155' ? !client : !isOfflineChain(caip2))
    throw new SiwxError('siwx_chain_not_supported', `This server verifies no sign-in on ${caip2}`)

  if (expirationTime && !(expirationTime.getTime() > parameters.now))
    throw new SiwxError('siwx_message_expired', `The message expired at ${safeIso(expirationTime)}`)
  if (notBefore && !(notBefore.getTime() <= parameters.now))
    throw new SiwxError('siwx_message_not_yet_valid', `The message is not valid before ${safeIso(notBefore)}`)
  if (issuedAt.getTime() > parameters.now + issuedAtSkewMs)
    throw new SiwxError('siwx_message_not_yet_valid', `The message is issued in the future (${issuedAt.toISOString()})`)
  if (issuedAt.getTime() < Number(row.created_at) - issuedAtSkewMs)
    throw new SiwxError('siwx_message_expired', `The message was issued at ${issuedAt.toISOString()}, before its nonce`)

  if (fields.namespace === 'eip155') {
    let valid: boolean
    try {
      valid = await client!.verifyMessage({ address: address as Address, message: parameters.message, signature: parameters.signature as Hex })
    } catch (cause) {
      throw new SiwxError('siwx_invalid_signature', `The signature could not be checked on ${caip2}`, { cause })
    }
    if (!valid) throw new SiwxError('siwx_invalid_signature', 'The signature is not from the account in the message')
  } else {
    verifyOffline(fields.namespace, { address, reference: caip2.slice(fields.namespace.length + 1), message: parameters.message, signature: parameters.signature })
  }

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

type SignInFields = {
  namespace: 'eip155' | OfflineNamespace
  address: string
  caip2: string
  domain: string
  nonce: string
  uri: string
  scheme?: string | undefined
  issuedAt: Date
  expirationTime?: Date | undefined
  notBefore?: Date | undefined
}

/**
 * The message's fields: EIP-4361 (read by viem) for Ethereum, CAIP-122 for Solana (Sign In With
 * Solana) and Bitcoin, told apart by the blockchain named in its first line.
 *
 * @throws {SiwxError} `siwx_invalid_message`, `siwx_invalid_signature` (an eip155 signature not hex).
 */
function readMessage(message: string, signature: string): SignInFields {
  const caip122 = parseCaip122Message(message)
  const offline = Object.entries(offlineNamespaces).find(([, blockchain]) => blockchain === caip122?.blockchain)
  if (caip122 && offline) {
    const [namespace] = offline as [OfflineNamespace, string]
    const dates = [caip122.issuedAt, caip122.expirationTime, caip122.notBefore].map((value) => (value === undefined ? undefined : new Date(value)))
    if (caip122.version !== '1' || !/^[a-zA-Z0-9]{8,}$/.test(caip122.nonce) || dates.some((date) => date && Number.isNaN(date.getTime())))
      throw new SiwxError('siwx_invalid_message', `The message is not a ${caip122.blockchain} sign-in message`)
    return { namespace, address: caip122.address, caip2: `${namespace}:${caip122.reference}`, domain: caip122.domain, nonce: caip122.nonce, uri: caip122.uri, scheme: caip122.scheme, issuedAt: dates[0]!, expirationTime: dates[1], notBefore: dates[2] }
  }
  const { address, chainId, domain, nonce, uri, version, issuedAt, expirationTime, notBefore, scheme } = parseSiweMessage(message)
  if (!address || !isAddress(address, { strict: false }) || !chainId || !domain || !nonce || !uri || version !== '1' || !issuedAt || Number.isNaN(issuedAt.getTime()))
    throw new SiwxError('siwx_invalid_message', 'The message is not an EIP-4361 sign-in message')
  if (!isHex(signature)) throw new SiwxError('siwx_invalid_signature', 'The signature is not hex')
  return { namespace: 'eip155', address, caip2: `eip155:${chainId}`, domain, nonce, uri, scheme, issuedAt, expirationTime, notBefore }
}

/** An ISO date, or `an invalid date` (a hostile message's `Expiration Time: 99999-…`). */
function safeIso(date: Date): string {
  return Number.isNaN(date.getTime()) ? 'an invalid date' : date.toISOString()
}
