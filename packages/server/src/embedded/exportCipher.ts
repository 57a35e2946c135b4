import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core'
import { bytesToHex, type Hex, hexToBytes } from 'viem'
import { EmbeddedError } from './errors.ts'

/**
 * The key export's encryption to the frame (HPKE, RFC 9180, base mode): DHKEM(P-256, HKDF-SHA256),
 * HKDF-SHA256, AES-256-GCM, the frame's one-time public key as the recipient, this `info`, and the
 * export's id as associated data. The frame makes the key pair for one export and alone can open it.
 */
export const exportHpkeInfo = 'portico key export v1'

const suite = () => new CipherSuite({ kem: new DhkemP256HkdfSha256(), kdf: new HkdfSha256(), aead: new Aes256Gcm() })
const utf8 = (text: string) => new TextEncoder().encode(text)

/** The frame's public key (uncompressed SEC1, `0x04…`, 65 bytes), checked to be a point of P-256. */
export type FramePublicKey = { key: CryptoKey }

/**
 * Reads the frame's one-time public key.
 *
 * @throws {EmbeddedError} `embedded_export_key_invalid` (not a point of P-256).
 */
export async function readFramePublicKey(publicKey: Hex): Promise<FramePublicKey> {
  try {
    return { key: await suite().kem.deserializePublicKey(hexToBytes(publicKey)) }
  } catch (cause) {
    throw new EmbeddedError('embedded_export_key_invalid', 'The export key must be an uncompressed P-256 public key', { cause })
  }
}

/** Encrypts `secret` to the frame's key; the answer carries the encapsulated key and the ciphertext, never `secret`. */
export async function sealToFrame(recipient: FramePublicKey, secret: Uint8Array, exportId: string): Promise<{ enc: Hex; ciphertext: Hex }> {
  const { enc, ct } = await suite().seal({ recipientPublicKey: recipient.key, info: utf8(exportHpkeInfo) }, secret, utf8(exportId))
  return { enc: bytesToHex(new Uint8Array(enc)), ciphertext: bytesToHex(new Uint8Array(ct)) }
}
