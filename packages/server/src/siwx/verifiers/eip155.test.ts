import { createPublicClient, custom } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { signInMessage } from '../../testing/signInMessage.ts'
import { eip155Verifier } from './eip155.ts'

const account = privateKeyToAccount(generatePrivateKey())
const other = privateKeyToAccount(generatePrivateKey())
// An EOA's signature is checked without a call reaching the chain (viem recovers it locally first).
const client = createPublicClient({ transport: custom({ request: async () => { throw new Error('no RPC here') } }) })

describe('eip155 (EIP-4361)', () => {
  const message = signInMessage({ blockchain: 'Ethereum', address: account.address, chainId: 1 })

  test('reads an EIP-4361 message, and no other', () => {
    expect(eip155Verifier.read(message, '0x00')).toMatchObject({ address: account.address, caip2: 'eip155:1', reference: '1', nonce: 'abcdefgh12' })
    expect(eip155Verifier.read(signInMessage({ blockchain: 'Solana', address: 'x', chainId: 'y' }), '0x00')).toBeUndefined()
  })

  test('a malformed message or a signature that is not hex', () => {
    expect(() => eip155Verifier.read(message.replace('Version: 1', 'Version: 2'), '0x00')).toThrow(expect.objectContaining({ code: 'siwx_invalid_message' }))
    expect(() => eip155Verifier.read(message, 'zz')).toThrow(expect.objectContaining({ code: 'siwx_invalid_signature' }))
  })

  test("the account's signature passes; another's, or none, does not", async () => {
    const fields = eip155Verifier.read(message, '0x00')!
    await expect(eip155Verifier.verify({ fields, message, signature: await account.signMessage({ message }), client })).resolves.toBeUndefined()
    await expect(eip155Verifier.verify({ fields, message, signature: await other.signMessage({ message }), client })).rejects.toMatchObject({ code: 'siwx_invalid_signature' })
    await expect(eip155Verifier.verify({ fields, message, signature: '0x1234', client })).rejects.toMatchObject({ code: 'siwx_invalid_signature' })
    await expect(eip155Verifier.verify({ fields, message, signature: '0x00', client: undefined })).rejects.toMatchObject({ code: 'siwx_chain_not_supported' })
  })
})
