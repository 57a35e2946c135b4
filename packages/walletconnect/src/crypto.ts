import { x25519 } from '@noble/curves/ed25519'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import { randomBytes } from '@noble/hashes/utils'
import { fromHex, toHex } from './encoding.ts'

/** An X25519 key pair, both halves hex. */
export type KeyPair = { privateKey: string; publicKey: string }

export function generateKeyPair(): KeyPair {
  const privateKey = x25519.utils.randomPrivateKey()
  return { privateKey: toHex(privateKey), publicKey: toHex(x25519.getPublicKey(privateKey)) }
}

/** 32 random bytes, hex: a pairing's symmetric key. */
export function randomKey(): string {
  return toHex(randomBytes(32))
}

/** The session key both peers derive: HKDF-SHA256 (no salt, no info) of their X25519 shared secret. */
export function deriveSymKey(privateKey: string, peerPublicKey: string): string {
  const shared = x25519.getSharedSecret(fromHex(privateKey), fromHex(peerPublicKey))
  return toHex(hkdf(sha256, shared, undefined, undefined, 32))
}

/** A topic is the SHA-256 of its symmetric key. */
export function topicOf(symKey: string): string {
  return toHex(sha256(fromHex(symKey)))
}

export function sha256Hex(bytes: Uint8Array): string {
  return toHex(sha256(bytes))
}
