import { chacha20poly1305 } from '@noble/ciphers/chacha'
import { randomBytes } from '@noble/hashes/utils'
import { deriveSymKey } from './crypto.ts'
import { concatBytes, fromBase64, fromHex, toBase64, toHex, utf8 } from './encoding.ts'
import { EnvelopeError } from './errors.ts'

const IV_LENGTH = 12
const KEY_LENGTH = 32

/**
 * Type 0: `0x00 | iv(12) | ChaCha20-Poly1305(symKey, iv, message)`, base64.
 * Type 1: `0x01 | senderPublicKey(32) | iv(12) | sealed`, the key derived from the sender's public key and ours.
 */
export function sealEnvelope(message: string, symKey: string, senderPublicKey?: string): string {
  const iv = randomBytes(IV_LENGTH)
  const sealed = chacha20poly1305(fromHex(symKey), iv).encrypt(utf8.encode(message))
  const head = senderPublicKey ? concatBytes(Uint8Array.of(1), fromHex(senderPublicKey)) : Uint8Array.of(0)
  return toBase64(concatBytes(head, iv, sealed))
}

/** The envelope's type and, for type 1, the sender's public key (hex). */
export function envelopeType(encoded: string): { type: number; senderPublicKey?: string } {
  const bytes = decodeBytes(encoded)
  const type = bytes[0]!
  if (type === 1) return { type, senderPublicKey: toHex(bytes.subarray(1, 1 + KEY_LENGTH)) }
  return { type }
}

/**
 * Opens a type 0 envelope with `symKey`, or a type 1 envelope with the key derived from our `privateKey`.
 * @throws {EnvelopeError} on an unknown type, a wrong key or tampered bytes.
 */
export function openEnvelope(encoded: string, keys: { symKey?: string | undefined; privateKey?: string | undefined }): string {
  const bytes = decodeBytes(encoded)
  const type = bytes[0]
  let key: string | undefined
  let body: Uint8Array
  if (type === 0) {
    key = keys.symKey
    body = bytes.subarray(1)
  } else if (type === 1) {
    if (keys.privateKey) key = deriveSymKey(keys.privateKey, toHex(bytes.subarray(1, 1 + KEY_LENGTH)))
    body = bytes.subarray(1 + KEY_LENGTH)
  } else {
    throw new EnvelopeError(`Unsupported envelope type ${type}`)
  }
  if (!key) throw new EnvelopeError(`No key for a type ${type} envelope`)
  if (body.length < IV_LENGTH + 16) throw new EnvelopeError('Envelope too short')
  try {
    const opened = chacha20poly1305(fromHex(key), body.subarray(0, IV_LENGTH)).decrypt(body.subarray(IV_LENGTH))
    return utf8.decode(opened)
  } catch (cause) {
    throw new EnvelopeError('Envelope could not be decrypted', { cause })
  }
}

function decodeBytes(encoded: string): Uint8Array {
  try {
    const bytes = fromBase64(encoded)
    if (bytes.length === 0) throw new Error('empty')
    return bytes
  } catch (cause) {
    throw new EnvelopeError('Envelope is not base64', { cause })
  }
}
