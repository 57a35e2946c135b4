import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { z } from 'zod'
import type { MasterKey } from './masterKey.ts'

/** What a sealed key is bound to: a sealed key moved to another row does not open. */
export type SealBinding = { userId: string; address: string }

const sealedSchema = z.object({
  v: z.literal(1),
  /** The master key's fingerprint. */
  kid: z.string(),
  /** The data key, encrypted under the master key's wrap key. */
  dek: z.string(),
  dekIv: z.string(),
  dekTag: z.string(),
  /** The private key, encrypted under the data key. */
  ct: z.string(),
  iv: z.string(),
  tag: z.string(),
})

const aad = (layer: string, binding: SealBinding) => Buffer.from(`portico-embedded:${layer}:v1:${binding.userId}:${binding.address.toLowerCase()}`)

function encrypt(key: Buffer, plaintext: Buffer, associated: Buffer) {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(associated)
  const ct = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return { ct, iv, tag: cipher.getAuthTag() }
}

function decrypt(key: Buffer, box: { ct: Buffer; iv: Buffer; tag: Buffer }, associated: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, box.iv)
  decipher.setAAD(associated)
  decipher.setAuthTag(box.tag)
  return Buffer.concat([decipher.update(box.ct), decipher.final()])
}

/**
 * Envelope encryption of a private key: AES-256-GCM under a fresh data key, the data key under the
 * master key's wrap key, both with the user and address as associated data. Returns JSON to store.
 */
export function sealPrivateKey(master: MasterKey, privateKey: Buffer, binding: SealBinding): string {
  const dataKey = randomBytes(32)
  try {
    const wrapped = encrypt(master.wrapKey, dataKey, aad('dek', binding))
    const sealed = encrypt(dataKey, privateKey, aad('key', binding))
    const b64 = (buffer: Buffer) => buffer.toString('base64')
    return JSON.stringify({
      v: 1,
      kid: master.id,
      dek: b64(wrapped.ct),
      dekIv: b64(wrapped.iv),
      dekTag: b64(wrapped.tag),
      ct: b64(sealed.ct),
      iv: b64(sealed.iv),
      tag: b64(sealed.tag),
    })
  } finally {
    dataKey.fill(0)
  }
}

/**
 * Opens a sealed key. The caller wipes the returned buffer when done (`fill(0)`).
 *
 * @throws {Error} when the master key, the binding or the ciphertext is not the one it was sealed with.
 */
export function openPrivateKey(master: MasterKey, sealedJson: string, binding: SealBinding): Buffer {
  const sealed = sealedSchema.parse(JSON.parse(sealedJson))
  if (sealed.kid !== master.id) throw new Error(`The key was sealed under master key ${sealed.kid}, not ${master.id}`)
  const buf = (text: string) => Buffer.from(text, 'base64')
  const dataKey = decrypt(master.wrapKey, { ct: buf(sealed.dek), iv: buf(sealed.dekIv), tag: buf(sealed.dekTag) }, aad('dek', binding))
  try {
    return decrypt(dataKey, { ct: buf(sealed.ct), iv: buf(sealed.iv), tag: buf(sealed.tag) }, aad('key', binding))
  } finally {
    dataKey.fill(0)
  }
}
