import { createBitcoinWalletCore } from '../bitcoin/createBitcoinWalletCore.ts'
import { createSolanaWalletCore } from '../solana/createSolanaWalletCore.ts'
import type { PageAccount, Permission } from '../standardWalletSource.ts'
import type { WalletAnswer } from '../scriptedWallet.ts'
import type { MultichainTestWallet, MultichainTestWalletOptions } from './types.ts'

export type MultichainWalletCore = {
  handle(request: { method: string; params: unknown; origin: string }): Promise<WalletAnswer>
  controls: MultichainTestWallet
  /** The wallet's chains: the Solana clusters, then the Bitcoin network. */
  chains: string[]
}

/**
 * The multi-namespace test wallet in Node: the Solana and Bitcoin cores over one permission, like a
 * wallet (Phantom, Backpack, Xverse…) that registers one Wallet Standard wallet for several
 * namespaces. `standard:connect` is answered with the accounts of both (one approval, the Solana
 * side's); `bitcoin:connect` with the Bitcoin ones asked for, plus all the wallet's accounts for its
 * `accounts`; every account change of either side reaches the page with all the accounts.
 */
export async function createMultichainWalletCore(
  options: MultichainTestWalletOptions,
  emit: (accounts: readonly PageAccount[]) => Promise<void>,
): Promise<MultichainWalletCore> {
  const permission: Permission = { permitted: false }
  const all = () => [...solana.pageAccounts(), ...bitcoin.pageAccounts()]
  const emitAll = () => emit(all())
  const solana = await createSolanaWalletCore(options.solana, emitAll, permission)
  const bitcoin = createBitcoinWalletCore(options.bitcoin ?? {}, emitAll, permission)

  async function handle(request: { method: string; params: unknown; origin: string }): Promise<WalletAnswer> {
    if (request.method.startsWith('bitcoin:')) {
      const answer = await bitcoin.handle(request)
      return request.method === 'bitcoin:connect' && 'result' in answer ? { result: { ...(answer.result as object), walletAccounts: all() } } : answer
    }
    const answer = await solana.handle(request)
    return request.method === 'standard:connect' && 'result' in answer ? { result: { accounts: all() } } : answer
  }

  const controls: MultichainTestWallet = {
    solana: solana.controls,
    bitcoin: bitcoin.controls,
    get connected() {
      return permission.permitted
    },
    disconnect: () => solana.controls.disconnect(),
  }
  return { handle, controls, chains: [...options.solana.chains.map((chain) => chain.chain), `bitcoin:${bitcoin.controls.network}`] }
}
