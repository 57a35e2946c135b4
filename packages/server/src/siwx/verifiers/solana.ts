import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { SiwxError } from '../errors.ts'
import { readCaip122 } from './readCaip122.ts'
import type { SignInVerifier } from './types.ts'

/**
 * Sign In With Solana (CAIP-122, 'Solana'): the base58 ed25519 signature of the message's UTF-8
 * bytes by the base58 public key that is the address (`solana:signMessage`), checked here.
 */
export const solanaVerifier: SignInVerifier = {
  read: (message) => readCaip122(message, 'solana', 'Solana'),
  offlineReference: /^[1-9A-HJ-NP-Za-km-z]{32}$/,
  verify({ fields, message, signature }) {
    const publicKey = decodeBase58(fields.address)
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
  },
}

function decodeBase58(text: string): Uint8Array | undefined {
  try {
    return base58.decode(text)
  } catch {
    return undefined
  }
}
