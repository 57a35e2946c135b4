import type { Page } from 'playwright-core'
import { defaultWalletInfo } from '../constants.ts'
import { installStandardWallet } from '../installStandardWallet.ts'
import type { PageAccount } from '../standardWalletSource.ts'
import { createMultichainWalletCore } from './createMultichainWalletCore.ts'
import type { MultichainTestWallet, MultichainTestWalletOptions } from './types.ts'
import { multichainWalletSource } from './walletSource.ts'

/**
 * Injects ONE Wallet Standard wallet speaking Solana and Bitcoin into every document of `page`, like
 * Phantom or Xverse: its `chains` and `features` span both namespaces, each account names its own
 * chains, `standard:connect` shares the accounts of both with one approval and `standard:events`
 * `change` carries them all. Returns the controls of each side (those of `installSolanaTestWallet`
 * and `installBitcoinTestWallet`) over one permission. Call it before `page.goto`.
 *
 * @example
 * const wallet = await installMultichainTestWallet(page, { name: 'Both', solana: { chains: [{ chain: 'solana:localnet', rpcUrl }] } })
 * await page.goto(dappUrl)
 * await wallet.solana.waitForRequest('standard:connect')
 * await wallet.bitcoin.setAccount(1)
 */
export async function installMultichainTestWallet(page: Page, options: MultichainTestWalletOptions): Promise<MultichainTestWallet> {
  let emit: (accounts: readonly PageAccount[]) => Promise<void> = async () => undefined
  const core = await createMultichainWalletCore(options, (accounts) => emit(accounts))
  const installed = await installStandardWallet<PageAccount>(page, {
    prefix: '__porticoMultichainTestWallet',
    source: multichainWalletSource,
    config: { name: options.name ?? defaultWalletInfo.name, icon: options.icon ?? defaultWalletInfo.icon, chains: core.chains },
    handle: (request) => core.handle(request),
  })
  emit = installed.emit
  return core.controls
}
