import type { Wallet } from '@wallet-standard/base'
import { defaultWalletInfo } from '../constants.ts'
import { createNodeStandardWallet } from '../nodeStandardWallet.ts'
import { type BitcoinPageAccount, createBitcoinWalletCore } from './createBitcoinWalletCore.ts'
import type { BitcoinTestWallet, BitcoinTestWalletOptions } from './types.ts'
import { bitcoinWalletSource } from './walletSource.ts'

/**
 * The Bitcoin test wallet in Node, without a browser: the same Wallet Standard wallet the page gets
 * from `installBitcoinTestWallet`, to register with `getWallets().register(wallet)` in unit tests.
 *
 * @example
 * const { wallet, controls } = createBitcoinTestWallet({ accountIndex: 1 })
 * getWallets().register(wallet)
 */
export function createBitcoinTestWallet(options: BitcoinTestWalletOptions = {}): { wallet: Wallet; controls: BitcoinTestWallet } {
  let change: (accounts: readonly BitcoinPageAccount[]) => void = () => undefined
  const core = createBitcoinWalletCore(options, async (accounts) => change(accounts))
  const made = createNodeStandardWallet(
    bitcoinWalletSource,
    { name: options.name ?? defaultWalletInfo.name, icon: options.icon ?? defaultWalletInfo.icon, chains: [`bitcoin:${options.network ?? 'testnet'}`] },
    (request) => core.handle(request),
  )
  change = made.change
  return { wallet: made.wallet, controls: core.controls }
}
