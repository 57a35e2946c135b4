import type { Wallet } from '@wallet-standard/base'
import { defaultWalletInfo } from '../constants.ts'
import { createNodeStandardWallet } from '../nodeStandardWallet.ts'
import type { PageAccount } from '../standardWalletSource.ts'
import { createMultichainWalletCore } from './createMultichainWalletCore.ts'
import type { MultichainTestWallet, MultichainTestWalletOptions } from './types.ts'
import { multichainWalletSource } from './walletSource.ts'

/**
 * The multi-namespace (Solana and Bitcoin) test wallet in Node, without a browser: the same one
 * Wallet Standard wallet the page gets from `installMultichainTestWallet`, to register with
 * `getWallets().register(wallet)` in unit tests of adapters and dapp code.
 *
 * @example
 * const { wallet, controls } = await createMultichainTestWallet({ name: 'Both', solana: { chains: [{ chain: 'solana:localnet', rpcUrl }] } })
 * getWallets().register(wallet)
 */
export async function createMultichainTestWallet(options: MultichainTestWalletOptions): Promise<{ wallet: Wallet; controls: MultichainTestWallet }> {
  let change: (accounts: readonly PageAccount[]) => void = () => undefined
  const core = await createMultichainWalletCore(options, async (accounts) => change(accounts))
  const made = createNodeStandardWallet(
    multichainWalletSource,
    { name: options.name ?? defaultWalletInfo.name, icon: options.icon ?? defaultWalletInfo.icon, chains: core.chains },
    (request) => core.handle(request),
  )
  change = made.change
  return { wallet: made.wallet, controls: core.controls }
}
