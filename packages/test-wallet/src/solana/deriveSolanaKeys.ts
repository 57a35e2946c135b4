import { mnemonicToSeedSync } from '@scure/bip39'
import { createHmac } from 'node:crypto'
import { testMnemonic } from '../constants.ts'

const HARDENED = 0x80000000

/**
 * SLIP-0010 ed25519 derivation (every step hardened): the 32-byte private key of `path` from a
 * seed. Solana wallets (Phantom, Solflare, the CLI) use `m/44'/501'/<index>'/0'`.
 */
export function deriveEd25519PrivateKey(seed: Uint8Array, path: readonly number[]): Uint8Array {
  let digest = createHmac('sha512', 'ed25519 seed').update(seed).digest()
  for (const index of path) {
    const data = Buffer.alloc(37)
    digest.copy(data, 1, 0, 32) // 0x00 || key
    data.writeUInt32BE((index | HARDENED) >>> 0, 33)
    digest = createHmac('sha512', digest.subarray(32)).update(data).digest()
  }
  return new Uint8Array(digest.subarray(0, 32))
}

/** The private keys of the Solana accounts `m/44'/501'/<index>'/0'` of a mnemonic (seed computed once, keys cached). */
export function deriveSolanaKeys(mnemonic: string): (index: number) => Uint8Array {
  const seed = mnemonicToSeedSync(mnemonic)
  const cache = new Map<number, Uint8Array>()
  return (index) => {
    let key = cache.get(index)
    if (!key) {
      key = deriveEd25519PrivateKey(seed, [44, 501, index, 0])
      cache.set(index, key)
    }
    return key
  }
}

/**
 * The addresses of the Solana test accounts (`m/44'/501'/<index>'/0'` of the mnemonic, default the
 * standard test mnemonic): what a Solana test chain funds for the test wallet.
 *
 * @example
 * const chain = await startSolanaDevnet({ fund: await solanaTestAccounts() })
 */
export async function solanaTestAccounts(options: { mnemonic?: string; count?: number } = {}): Promise<string[]> {
  const { createKeyPairSignerFromPrivateKeyBytes } = await import('@solana/kit')
  const key = deriveSolanaKeys(options.mnemonic ?? testMnemonic)
  const signers = await Promise.all(Array.from({ length: options.count ?? 10 }, (_, index) => createKeyPairSignerFromPrivateKeyBytes(key(index))))
  return signers.map((signer) => signer.address)
}
