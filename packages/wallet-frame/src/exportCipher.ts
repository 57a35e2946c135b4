import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core'

/**
 * The frame's half of the key export's encryption (HPKE, RFC 9180, base mode; the server's
 * `exportCipher.ts` has the same suite and info): a key pair made for one export, whose public half
 * goes to the server and whose private half never leaves this frame's memory; `open` turns the
 * server's answer into the key, here and nowhere else.
 */
const info = new TextEncoder().encode('portico key export v1')
const suite = () => new CipherSuite({ kem: new DhkemP256HkdfSha256(), kdf: new HkdfSha256(), aead: new Aes256Gcm() })

export type ExportKeyPair = { publicKey: string; open(answer: { enc: string; ciphertext: string }, exportId: string): Promise<string> }

export async function createExportKeyPair(): Promise<ExportKeyPair> {
  const hpke = suite()
  const pair = await hpke.kem.generateKeyPair()
  return {
    publicKey: toHex(new Uint8Array(await hpke.kem.serializePublicKey(pair.publicKey))),
    async open({ enc, ciphertext }, exportId) {
      const opened = new Uint8Array(await hpke.open({ recipientKey: pair, enc: fromHex(enc), info }, fromHex(ciphertext), new TextEncoder().encode(exportId)))
      try {
        return toHex(opened)
      } finally {
        opened.fill(0)
      }
    },
  }
}

function toHex(bytes: Uint8Array): string {
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

function fromHex(hex: string): Uint8Array {
  const digits = hex.startsWith('0x') ? hex.slice(2) : hex
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(digits)) throw new Error('Not hex')
  return Uint8Array.from(digits.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
}
