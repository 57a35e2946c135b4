import { createHmac, hkdfSync } from 'node:crypto'
import { ConfigError } from '../errors.ts'

/**
 * The embedded wallet's master key and the keys derived from it (HKDF-SHA-256). It never goes in
 * the database: it comes from the environment or a file (later: a KMS). Everything secret the
 * database holds about the embedded wallet is sealed or MACed under keys derived from it.
 */
export type MasterKey = {
  /** A short fingerprint (16 hex), stored with each sealed key so a rotation can tell old from new. */
  readonly id: string
  /** Key-encryption key for the wallets' data keys (AES-256-GCM). */
  readonly wrapKey: Buffer
  /** HMAC key for OTP codes and device-link secrets. */
  readonly macKey: Buffer
}

const derive = (master: Buffer, info: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `portico-embedded:${info}`, 32))

/**
 * Reads a 32-byte master key given as 64 hex characters or base64 (43-44 characters).
 *
 * @throws {ConfigError} for anything else (never echoing the value).
 */
export function parseMasterKey(text: string): MasterKey {
  const trimmed = text.trim()
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]{43}={0,1}$/.test(trimmed)
      ? Buffer.from(trimmed, 'base64')
      : undefined
  if (!bytes || bytes.length !== 32) throw new ConfigError('The wallet master key must be 32 bytes, as 64 hex characters or base64')
  return {
    id: createHmac('sha256', bytes).update('portico-embedded:key-id').digest('hex').slice(0, 16),
    wrapKey: derive(bytes, 'wrap'),
    macKey: derive(bytes, 'mac'),
  }
}

/** HMAC-SHA-256 (hex) of `purpose` and `value` under the master key's MAC key. */
export function mac(key: MasterKey, purpose: string, value: string): string {
  return createHmac('sha256', key.macKey).update(`${purpose}\0${value}`).digest('hex')
}
