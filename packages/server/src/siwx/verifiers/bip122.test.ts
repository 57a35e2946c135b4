import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { createBase58check } from '@scure/base'
import { Address, Signer } from 'bip322-js'
import { describe, expect, test } from 'vitest'
import { signInMessage } from '../../testing/signInMessage.ts'
import { bip122Verifier } from './bip122.ts'

const testnet = '000000000933ea01ad0ee984209779ba'
const mainnet = '000000000019d6689c085ae165831e93'
const key = (seed: number) => {
  const secret = new Uint8Array(32).fill(seed)
  const wif = createBase58check(sha256).encode(new Uint8Array([0xef, ...secret, 0x01]))
  const address = Address.convertPubKeyIntoAddress(Buffer.from(secp256k1.getPublicKey(secret, true)), 'p2wpkh').testnet
  return { address, sign: (text: string) => Signer.sign(wif, address, text).toString() }
}
const alice = key(3)
const mallory = key(4)

describe('bip122 (Bitcoin, BIP-322)', () => {
  const message = signInMessage({ blockchain: 'Bitcoin', address: alice.address, chainId: testnet })

  test('reads a Bitcoin CAIP-122 message, and no other', () => {
    expect(bip122Verifier.read(message, '')).toMatchObject({ address: alice.address, caip2: `bip122:${testnet}`, reference: testnet })
    expect(bip122Verifier.read(signInMessage({ blockchain: 'Solana', address: 'x', chainId: 'y' }), '')).toBeUndefined()
    expect(bip122Verifier.offlineReference?.test(testnet)).toBe(true)
  })

  test("the address's signature passes; another's, a malformed one, or an address of another network does not", () => {
    const fields = bip122Verifier.read(message, '')!
    expect(() => bip122Verifier.verify({ fields, message, signature: alice.sign(message), client: undefined })).not.toThrow()
    expect(() => bip122Verifier.verify({ fields, message, signature: mallory.sign(message), client: undefined })).toThrow(expect.objectContaining({ code: 'siwx_invalid_signature' }))
    expect(() => bip122Verifier.verify({ fields, message, signature: 'not base64!', client: undefined })).toThrow(expect.objectContaining({ code: 'siwx_invalid_signature' }))
    expect(() => bip122Verifier.verify({ fields: { ...fields, reference: mainnet }, message, signature: alice.sign(message), client: undefined })).toThrow(
      expect.objectContaining({ code: 'siwx_invalid_message' }),
    )
  })
})
