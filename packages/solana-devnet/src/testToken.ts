import { type Address, createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit'
import { findAssociatedTokenPda, getMintEncoder, getTokenEncoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import type { LiteSVM } from 'litesvm'
import { createHash } from 'node:crypto'

/** The SPL token the test chain funds accounts with. */
export type SolanaTestToken = {
  /** The mint's address. */
  mint: Address
  name: string
  symbol: string
  decimals: number
}

/** A keypair made from a label, so the test chain's mint and authority have the same address every start. */
export async function labelledSigner(label: string): Promise<KeyPairSigner> {
  const seed = createHash('sha256').update(`portico-solana-devnet:${label}`).digest()
  return createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(seed))
}

const MINT_SIZE = 82n
const TOKEN_ACCOUNT_SIZE = 165n

/**
 * Writes an initialized SPL mint (the token program's own layout) and, for each holder, its
 * associated token account holding `amount`: the accounts the token program then moves as usual.
 */
export async function createTestToken(
  svm: LiteSVM,
  parameters: { name: string; symbol: string; decimals: number; holders: readonly Address[]; amount: bigint },
): Promise<SolanaTestToken> {
  const mint = await labelledSigner(`mint:${parameters.symbol}`)
  const authority = await labelledSigner(`mint-authority:${parameters.symbol}`)
  const supply = parameters.amount * BigInt(parameters.holders.length)
  svm.setAccount({
    address: mint.address,
    data: new Uint8Array(
      getMintEncoder().encode({
        mintAuthority: authority.address,
        supply,
        decimals: parameters.decimals,
        isInitialized: true,
        freezeAuthority: null,
      }),
    ),
    executable: false,
    lamports: svm.minimumBalanceForRentExemption(MINT_SIZE) as never,
    programAddress: TOKEN_PROGRAM_ADDRESS,
    space: MINT_SIZE,
  })
  for (const owner of parameters.holders) {
    const [ata] = await findAssociatedTokenPda({ owner, mint: mint.address, tokenProgram: TOKEN_PROGRAM_ADDRESS })
    svm.setAccount({
      address: ata,
      data: new Uint8Array(
        getTokenEncoder().encode({
          mint: mint.address,
          owner,
          amount: parameters.amount,
          delegate: null,
          state: 1, // initialized
          isNative: null,
          delegatedAmount: 0,
          closeAuthority: null,
        }),
      ),
      executable: false,
      lamports: svm.minimumBalanceForRentExemption(TOKEN_ACCOUNT_SIZE) as never,
      programAddress: TOKEN_PROGRAM_ADDRESS,
      space: TOKEN_ACCOUNT_SIZE,
    })
  }
  return { mint: mint.address, name: parameters.name, symbol: parameters.symbol, decimals: parameters.decimals }
}
