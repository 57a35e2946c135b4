import type { Wallet } from '@wallet-standard/base'
import { defaultWalletInfo } from '../constants.ts'
import { type BitcoinPageAccount, createBitcoinWalletCore } from './createBitcoinWalletCore.ts'
import type { BitcoinTestWallet, BitcoinTestWalletOptions } from './types.ts'
import { bitcoinWalletSource } from './walletSource.ts'

type Factory = (
  config: { name: string; icon: string; chains: string[] },
  call: (method: string, params: unknown) => Promise<unknown>,
) => { wallet: Wallet; change(accounts: readonly BitcoinPageAccount[]): void }

/**
 * The Bitcoin test wallet in Node, without a browser: the same Wallet Standard wallet the page gets
 * from `installBitcoinTestWallet`, to register with `getWallets().register(wallet)` in unit tests.
 *
 * @example
 * const { wallet, controls } = createBitcoinTestWallet({ accountIndex: 1 })
 * getWallets().register(wallet)
 */
export function createBitcoinTestWallet(options: BitcoinTestWalletOptions = {}): { wallet: Wallet; controls: BitcoinTestWallet } {
  const create = new Function(`return (${bitcoinWalletSource})`)() as Factory
  let change: (accounts: readonly BitcoinPageAccount[]) => void = () => undefined
  const core = createBitcoinWalletCore(options, async (accounts) => change(accounts))
  const made = create(
    { name: options.name ?? defaultWalletInfo.name, icon: options.icon ?? defaultWalletInfo.icon, chains: [`bitcoin:${options.network ?? 'testnet'}`] },
    (method, params) => core.handle({ method, params: structuredClone(params), origin: 'node' }),
  )
  change = made.change
  return { wallet: made.wallet, controls: core.controls }
}
