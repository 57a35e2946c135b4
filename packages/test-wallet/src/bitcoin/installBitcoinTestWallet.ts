import type { Page } from 'playwright-core'
import { defaultWalletInfo } from '../constants.ts'
import { installStandardWallet } from '../installStandardWallet.ts'
import { type BitcoinPageAccount, createBitcoinWalletCore } from './createBitcoinWalletCore.ts'
import type { BitcoinTestWallet, BitcoinTestWalletOptions } from './types.ts'
import { bitcoinWalletSource } from './walletSource.ts'

/**
 * Injects a Bitcoin Wallet Standard wallet into every document of `page` (`bitcoin:connect` for
 * payment and ordinal addresses, BIP-322 `bitcoin:signMessage`, PSBT `bitcoin:signTransaction`).
 * It signs with real keys of a mnemonic; its state lives in Node and survives reloads. Call it
 * before `page.goto`.
 *
 * @example
 * const wallet = await installBitcoinTestWallet(page, { accountIndex: 2 })
 * await page.goto(dappUrl)
 * await wallet.waitForRequest('bitcoin:connect')
 */
export async function installBitcoinTestWallet(page: Page, options: BitcoinTestWalletOptions = {}): Promise<BitcoinTestWallet> {
  let emit: (accounts: readonly BitcoinPageAccount[]) => Promise<void> = async () => undefined
  const core = createBitcoinWalletCore(options, (accounts) => emit(accounts))
  const network = options.network ?? 'testnet'
  const installed = await installStandardWallet<BitcoinPageAccount>(page, {
    prefix: '__porticoBitcoinTestWallet',
    source: bitcoinWalletSource,
    config: { name: options.name ?? defaultWalletInfo.name, icon: options.icon ?? defaultWalletInfo.icon, chains: [`bitcoin:${network}`] },
    handle: (request) => core.handle(request),
  })
  emit = installed.emit
  return core.controls
}
