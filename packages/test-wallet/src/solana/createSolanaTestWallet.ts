import type { Wallet } from '@wallet-standard/base'
import { defaultWalletInfo } from '../constants.ts'
import { createSolanaWalletCore, type PageAccount } from './createSolanaWalletCore.ts'
import type { SolanaTestWallet, SolanaTestWalletOptions } from './types.ts'
import { walletSource } from './walletSource.ts'

type Factory = (
  config: { name: string; icon: string; chains: string[] },
  call: (method: string, params: unknown) => Promise<unknown>,
) => { wallet: Wallet; change(accounts: readonly PageAccount[]): void }

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
  const create = new Function(`return (${walletSource})`)() as Factory
  let change: (accounts: readonly PageAccount[]) => void = () => undefined
  const core = await createSolanaWalletCore(options, async (accounts) => change(accounts))
  const made = create(
    { name: options.name ?? defaultWalletInfo.name, icon: options.icon ?? defaultWalletInfo.icon, chains: options.chains.map((chain) => chain.chain) },
    (method, params) => core.handle({ method, params: structuredClone(params), origin: 'node' }),
  )
  change = made.change
  return { wallet: made.wallet, controls: core.controls }
}
