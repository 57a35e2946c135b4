import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Verifier } from 'bip322-js'
import { SiwxError } from './errors.ts'

/** The namespaces whose sign-in signatures are checked here, with no RPC: their blockchain name in the message. */
export const offlineNamespaces = { solana: 'Solana', bip122: 'Bitcoin' } as const
export type OfflineNamespace = keyof typeof offlineNamespaces

/** A well-formed CAIP-2 reference of each offline namespace (any cluster or network: the signature needs no chain). */
const references: Record<OfflineNamespace, RegExp> = {
  solana: /^[1-9A-HJ-NP-Za-km-z]{32}$/,
  bip122: /^[0-9a-f]{32}$/,
}

export function isOfflineChain(caip2: string): boolean {
  const [namespace, reference, ...rest] = caip2.split(':')
  const rule = references[namespace as OfflineNamespace]
  return Boolean(rule && reference && rest.length === 0 && rule.test(reference))
}

/** Bitcoin mainnet's CAIP-2 reference; its addresses are `bc1…`, `1…`, `3…`; every other network's are test addresses. */
const bitcoinMainnet = '000000000019d6689c085ae165831e93'
/** Bitcoin regtest's reference: `bcrt1…` addresses. */
const bitcoinRegtest = '0f9188f13cb7b2c71f2a335e3a4fc328'

/**
 * Checks a sign-in signature of an offline namespace:
 * - solana: the base58 ed25519 signature of the message's UTF-8 bytes by the base58 public key
 *   that is the address (Sign In With Solana, `solana:signMessage`);
 * - bip122: a BIP-322 signature (base64, simple or full) by the address, checked with `bip322-js`
 *   in strict mode (a legacy BIP-137 signature must carry its address type's flag); the address must
 *   be of the message's network.
 *
 * @throws {SiwxError} `siwx_invalid_message` (an address that is not one), `siwx_invalid_signature`.
 */
export function verifyOffline(namespace: OfflineNamespace, parameters: { address: string; reference: string; message: string; signature: string }): void {
  if (namespace === 'solana') return verifyEd25519(parameters)
  return verifyBip322(parameters)
}

function verifyEd25519({ address, message, signature }: { address: string; message: string; signature: string }) {
  const publicKey = decodeBase58(address)
  if (publicKey?.length !== 32) throw new SiwxError('siwx_invalid_message', 'The address is not a Solana address')
  const bytes = decodeBase58(signature)
  if (bytes?.length !== 64) throw new SiwxError('siwx_invalid_signature', 'The signature is not a base58 ed25519 signature')
  let valid = false
  try {
    valid = ed25519.verify(bytes, new TextEncoder().encode(message), publicKey)
  } catch {
    valid = false
  }
  if (!valid) throw new SiwxError('siwx_invalid_signature', 'The signature is not from the account in the message')
}

function verifyBip322({ address, reference, message, signature }: { address: string; reference: string; message: string; signature: string }) {
  const prefix = reference === bitcoinMainnet ? /^(bc1|[13])/ : reference === bitcoinRegtest ? /^(bcrt1|[mn2])/ : /^(tb1|[mn2])/
  if (!prefix.test(address)) throw new SiwxError('siwx_invalid_message', `The address is not of the network bip122:${reference}`)
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) throw new SiwxError('siwx_invalid_signature', 'The signature is not base64')
  let valid = false
  try {
    valid = Verifier.verifySignature(address, message, signature, true)
  } catch (cause) {
    throw new SiwxError('siwx_invalid_signature', 'The signature is not a BIP-322 signature of this address', { cause })
  }
  if (!valid) throw new SiwxError('siwx_invalid_signature', 'The signature is not from the account in the message')
}

function decodeBase58(text: string): Uint8Array | undefined {
  try {
    return base58.decode(text)
  } catch {
    return undefined
  }
}
