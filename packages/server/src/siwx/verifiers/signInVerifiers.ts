import { SiwxError } from '../errors.ts'
import { bip122Verifier } from './bip122.ts'
import { eip155Verifier } from './eip155.ts'
import { solanaVerifier } from './solana.ts'
import type { SignInFields, SignInVerifier } from './types.ts'

/** The namespaces whose sign-ins this server checks, each with its verifier. */
export const signInVerifiers: Readonly<Record<string, SignInVerifier>> = {
  eip155: eip155Verifier,
  solana: solanaVerifier,
  bip122: bip122Verifier,
}

/**
 * The message's fields and the verifier of its namespace: the one verifier that reads it.
 * @throws {SiwxError} `siwx_invalid_message` when no verifier does, or as the namespace's verifier throws.
 */
export function readSignInMessage(message: string, signature: string): { verifier: SignInVerifier; fields: SignInFields } {
  for (const verifier of Object.values(signInVerifiers)) {
    const fields = verifier.read(message, signature)
    if (fields) return { verifier, fields }
  }
  throw new SiwxError('siwx_invalid_message', 'The message is not an EIP-4361 or CAIP-122 sign-in message this server checks')
}

/** A well-formed CAIP-2 id of a namespace checked here with no RPC (any network of it). */
export function isOfflineChain(caip2: string): boolean {
  const [namespace, reference, ...rest] = caip2.split(':')
  const rule = namespace && Object.hasOwn(signInVerifiers, namespace) ? signInVerifiers[namespace]!.offlineReference : undefined
  return Boolean(rule && reference && rest.length === 0 && rule.test(reference))
}
