import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit'
import { expect, test } from 'vitest'
import { testMnemonic } from '../constants.ts'
import { deriveEd25519PrivateKey, deriveSolanaKeys, solanaTestAccounts } from './deriveSolanaKeys.ts'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const seed = Uint8Array.from(Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex'))

test('SLIP-0010 ed25519 test vector 1', () => {
  expect(hex(deriveEd25519PrivateKey(seed, []))).toBe('2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7')
  expect(hex(deriveEd25519PrivateKey(seed, [0]))).toBe('68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3')
})

test('accounts of the test mnemonic are distinct, stable Solana keys', async () => {
  const key = deriveSolanaKeys(testMnemonic)
  const [first, second] = await Promise.all([0, 1].map((index) => createKeyPairSignerFromPrivateKeyBytes(key(index))))
  expect(first!.address).not.toBe(second!.address)
  expect((await createKeyPairSignerFromPrivateKeyBytes(deriveSolanaKeys(testMnemonic)(0))).address).toBe(first!.address)
  expect(first!.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
})

test('solanaTestAccounts: the addresses of those keys', async () => {
  const key = deriveSolanaKeys(testMnemonic)
  const expected = await Promise.all([0, 1, 2].map(async (index) => (await createKeyPairSignerFromPrivateKeyBytes(key(index))).address))
  expect(await solanaTestAccounts({ count: 3 })).toEqual(expected)
})
