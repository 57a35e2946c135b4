import { encodeSecp256k1Pubkey, pubkeyToAddress, serializeSignDoc, type StdSignDoc } from '@cosmjs/amino'
import { ExtendedSecp256k1Signature, Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, fromBech32, toBase64, toUtf8 } from '@cosmjs/encoding'

/**
 * The ADR-036 amino sign doc of `data` signed by `signer`: one `sign/MsgSignData` message, empty
 * chain id and memo, zero account number, sequence and fee (what `signArbitrary` signs).
 */
export function makeAdr036SignDoc(signer: string, data: string | Uint8Array): StdSignDoc {
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(typeof data === 'string' ? toUtf8(data) : data) } }],
    memo: '',
  }
}

export type VerifyCosmosMessageParameters = {
  /** The bech32 address that signed. */
  address: string
  /** The text that was signed. */
  message: string
  /** The base64 secp256k1 signature (64 bytes, r‖s) `signArbitrary` returned. */
  signature: string
  /** The signer's compressed public key (base64); default: recovered from the signature and checked against the address. */
  pubKey?: string | undefined
}

/**
 * Whether `signature` is `address`'s ADR-036 signature of `message` (Keplr's `signArbitrary`):
 * sha256 of the serialized amino sign doc, verified with CosmJS's secp256k1. Without `pubKey` the
 * key is recovered from the signature and must hash to `address`. Malformed input is false.
 *
 * @example
 * const signature = await portico.signMessage({ message: 'Hello' })
 * verifyCosmosMessage({ address, message: 'Hello', signature }) // true
 */
export function verifyCosmosMessage({ address, message, signature, pubKey }: VerifyCosmosMessageParameters): boolean {
  try {
    // An explicit length limit: CosmJS passes Infinity by default, which the @scure/base it installs with refuses.
    const { prefix } = fromBech32(address, 90)
    const hash = sha256(serializeSignDoc(makeAdr036SignDoc(address, message)))
    const bytes = fromBase64(signature)
    if (bytes.length !== 64) return false
    const owns = (key: Uint8Array) => pubkeyToAddress(encodeSecp256k1Pubkey(key), prefix) === address
    const candidates = pubKey
      ? [fromBase64(pubKey)]
      : [0, 1].map((recovery) => {
          try {
            const extended = new ExtendedSecp256k1Signature(bytes.slice(0, 32), bytes.slice(32), recovery)
            return Secp256k1.compressPubkey(Secp256k1.recoverPubkey(extended, hash))
          } catch {
            return undefined
          }
        })
    const key = candidates.find((candidate) => candidate !== undefined && owns(candidate))
    return key !== undefined && Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(bytes), hash, key)
  } catch {
    return false
  }
}
