import type { Wallet } from '@wallet-standard/base'
import { defaultWalletInfo } from '../constants.ts'
import { createNodeStandardWallet } from '../nodeStandardWallet.ts'
import type { PageAccount } from '../standardWalletSource.ts'
import { createSolanaWalletCore } from './createSolanaWalletCore.ts'
import type { SolanaTestWallet, SolanaTestWalletOptions } from './types.ts'
import { walletSource } from './walletSource.ts'

/**
 * The Solana test wallet in Node, without a browser: the same Wallet Standard wallet the page gets
 * from `installSolanaTestWallet`, to register with `getWallets().register(wallet)` in unit tests
 * of Solana dapp code. Returns the wallet and its controls.
 *
 * @example
 * const { wallet, controls } = await createSolanaTestWallet({ chains: [{ chain: 'solana:localnet', rpcUrl }] })
 * getWallets().register(wallet)
 */
export async function createSolanaTestWallet(options: SolanaTestWalletOptions): Promise<{ wallet: Wallet; controls: SolanaTestWallet }> {
  let change: (accounts: readonly PageAccount[]) => void = () => undefined
  const core = await createSolanaWalletCore(options, async (accounts) => change(accounts))
  const made = createNodeStandardWallet(
    walletSource,
    { name: options.name ?? defaultWalletInfo.name, icon: options.icon ?? defaultWalletInfo.icon, chains: options.chains.map((chain) => chain.chain) },
    (request) => core.handle(request),
  )
  change = made.change
  return { wallet: made.wallet, controls: core.controls }
}
