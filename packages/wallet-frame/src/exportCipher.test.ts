import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core'
import { describe, expect, it } from 'vitest'
import { createExportKeyPair } from './exportCipher.ts'

const hex = (bytes: ArrayBuffer) => `0x${Buffer.from(bytes).toString('hex')}`
const key = Uint8Array.from({ length: 32 }, (_, i) => i + 1)

/** The server's side, as RFC 9180 has it: seal `key` to the frame's public key. */
async function sealAsServer(publicKey: string, exportId: string) {
  const suite = new CipherSuite({ kem: new DhkemP256HkdfSha256(), kdf: new HkdfSha256(), aead: new Aes256Gcm() })
  const recipientPublicKey = await suite.kem.deserializePublicKey(Buffer.from(publicKey.slice(2), 'hex'))
  const { enc, ct } = await suite.seal({ recipientPublicKey, info: new TextEncoder().encode('portico key export v1') }, key, new TextEncoder().encode(exportId))
  return { enc: hex(enc), ciphertext: hex(ct) }
}

describe('the export key pair', () => {
  it('sends only an uncompressed P-256 public key, and opens what the server sealed to it', async () => {
    const pair = await createExportKeyPair()
    expect(pair.publicKey).toMatch(/^0x04[0-9a-f]{128}$/)
    const answer = await sealAsServer(pair.publicKey, 'e1')
    expect(answer.ciphertext).not.toContain(Buffer.from(key).toString('hex'))
    expect(await pair.open(answer, 'e1')).toBe(`0x${Buffer.from(key).toString('hex')}`)
  })

  it('cannot open an answer for another export, or one sealed to another key pair', async () => {
    const pair = await createExportKeyPair()
    await expect(pair.open(await sealAsServer(pair.publicKey, 'e1'), 'e2')).rejects.toThrow()
    const other = await createExportKeyPair()
    await expect(pair.open(await sealAsServer(other.publicKey, 'e1'), 'e1')).rejects.toThrow()
  })
})
