import { stringToU8a } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'

export type VerifyPolkadotMessageParameters = {
  /** The SS58 address (or 0x-hex public key) that signed. */
  address: string
  /** The text that was signed. */
  message: string
  /** The 0x-hex signature `signRaw` returned. */
  signature: string
}

/**
 * Whether `signature` is `address`'s signature of `message` (sr25519, ed25519 or ecdsa), as
 * `signRaw` makes it: the text's bytes wrapped in `<Bytes>…</Bytes>` (the bare bytes are accepted
 * too). Uses @polkadot/util-crypto's `signatureVerify`; a malformed address or signature is false.
 *
 * @example
 * const signature = await portico.signMessage({ message: 'Hello' })
 * await verifyPolkadotMessage({ address, message: 'Hello', signature }) // true
 */
export async function verifyPolkadotMessage({ address, message, signature }: VerifyPolkadotMessageParameters): Promise<boolean> {
  await cryptoWaitReady()
  try {
    return signatureVerify(stringToU8a(message), signature, address).isValid
  } catch {
    return false
  }
}
