import { ed25519 } from '@noble/curves/ed25519'
import { randomBytes } from '@noble/hashes/utils'
import { concatBytes, fromHex, toBase58btc, toBase64Url, toHex, utf8 } from './encoding.ts'

/** Multicodec prefix of an Ed25519 public key (0xed, varint). */
const ED25519_MULTICODEC = Uint8Array.of(0xed, 0x01)
const ONE_DAY = 86_400

/** A fresh Ed25519 seed (hex): the relay knows a client by the public key of it. */
export function createClientSeed(): string {
  return toHex(randomBytes(32))
}

/** `did:key:z6Mk…` of the seed's Ed25519 public key. */
export function didKeyOf(seed: string): string {
  const publicKey = ed25519.getPublicKey(fromHex(seed))
  return `did:key:z${toBase58btc(concatBytes(ED25519_MULTICODEC, publicKey))}`
}

/**
 * The relay auth token: a JWT (EdDSA) with `iss` the client's did:key, `sub` a random 32-byte hex, `aud` the
 * relay URL, issued now for a day.
 */
export function createRelayAuthJwt(seed: string, audience: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const encode = (value: unknown) => toBase64Url(utf8.encode(JSON.stringify(value)))
  const header = encode({ alg: 'EdDSA', typ: 'JWT' })
  const payload = encode({ iss: didKeyOf(seed), sub: toHex(randomBytes(32)), aud: audience, iat: nowSeconds, exp: nowSeconds + ONE_DAY })
  const signature = ed25519.sign(utf8.encode(`${header}.${payload}`), fromHex(seed))
  return `${header}.${payload}.${toBase64Url(signature)}`
}
