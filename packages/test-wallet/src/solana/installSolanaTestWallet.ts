import type { Page } from 'playwright-core'
import { defaultWalletInfo } from '../constants.ts'
import { installStandardWallet } from '../installStandardWallet.ts'
import type { PageAccount } from '../standardWalletSource.ts'
import { createSolanaWalletCore } from './createSolanaWalletCore.ts'
import type { SolanaTestWallet, SolanaTestWalletOptions } from './types.ts'
import { walletSource } from './walletSource.ts'

/**
 * Injects a Solana Wallet Standard wallet into every document of `page` (registered through the
 * standard's `wallet-standard:register-wallet` / `app-ready` events, so any Wallet Standard app
 * finds it). Call it before `page.goto`. It signs with accounts of a mnemonic
 * (`m/44'/501'/i'/0'`) and sends to the chains' RPCs; its state lives in Node and survives reloads.
 *
 * @example
 * const wallet = await installSolanaTestWallet(page, { chains: [{ chain: 'solana:localnet', rpcUrl: chain.rpcUrl }] })
 * await page.goto(dappUrl)
 * await wallet.waitForRequest('standard:connect')
 */
export async function installSolanaTestWallet(page: Page, options: SolanaTestWalletOptions): Promise<SolanaTestWallet> {
  let emit: (accounts: readonly PageAccount[]) => Promise<void> = async () => undefined
  const core = await createSolanaWalletCore(options, (accounts) => emit(accounts))
  const installed = await installStandardWallet<PageAccount>(page, {
    prefix: '__porticoSolanaTestWallet',
    source: walletSource,
    config: { name: options.name ?? defaultWalletInfo.name, icon: options.icon ?? defaultWalletInfo.icon, chains: options.chains.map((chain) => chain.chain) },
    handle: (request) => core.handle(request),
  })
  emit = installed.emit
  return core.controls
}
