import type { Wallet } from '@wallet-standard/base'
import type { PageAccount } from './standardWalletSource.ts'

/**
 * A test wallet's Wallet Standard wallet in Node, without a browser: evaluates its `source` (see
 * standardWalletSource.ts) with `handle` answering its calls like the page's binding does. Returns
 * the wallet and `change`, which tells it about account changes.
 */
export function createNodeStandardWallet(
  source: string,
  config: { name: string; icon: string; chains: readonly string[] },
  handle: (request: { method: string; params: unknown; origin: string }) => Promise<unknown>,
): { wallet: Wallet; change(accounts: readonly PageAccount[]): void } {
  const create = new Function(`return (${source})`)() as (
    config: { name: string; icon: string; chains: readonly string[] },
    call: (method: string, params: unknown) => Promise<unknown>,
  ) => { wallet: Wallet; change(accounts: readonly PageAccount[]): void }
  return create(config, (method, params) => handle({ method, params: structuredClone(params), origin: 'node' }))
}
