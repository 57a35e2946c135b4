import { mnemonicToSeedSync } from '@scure/bip39'
import { HDKey, type HDAccount, hdKeyToAccount } from 'viem/accounts'

/**
 * Derives accounts `m/44'/60'/0'/0/<index>` from a mnemonic, computing the (slow) seed once.
 * Returns a function from index to account; accounts are cached.
 */
export function deriveAccounts(mnemonic: string): (index: number) => HDAccount {
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic))
  const cache = new Map<number, HDAccount>()
  return (index) => {
    let account = cache.get(index)
    if (!account) {
      account = hdKeyToAccount(root, { addressIndex: index })
      cache.set(index, account)
    }
    return account
  }
}
