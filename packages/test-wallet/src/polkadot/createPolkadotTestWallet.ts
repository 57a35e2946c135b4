import { createPolkadotWalletCore, type PageAccount } from './createPolkadotWalletCore.ts'
import { extensionSource } from './extensionSource.ts'
import type { PolkadotTestWallet, PolkadotTestWalletOptions } from './types.ts'

type Factory = (config: object, call: (method: string, params: unknown) => Promise<unknown>) => { extension: unknown; change(accounts: readonly PageAccount[]): void }

/**
 * The Polkadot test extension in Node, without a browser: `window` is an object holding
 * `injectedWeb3` with the same extension the page gets from `installPolkadotTestWallet`, to hand
 * to dapp code that reads `window.injectedWeb3` (the polkadot adapter's `window` option).
 *
 * @example
 * const { window, controls } = await createPolkadotTestWallet()
 * const adapter = polkadotAdapter({ window })
 */
export async function createPolkadotTestWallet(
  options: PolkadotTestWalletOptions = {},
): Promise<{ window: { injectedWeb3: Record<string, unknown> }; controls: PolkadotTestWallet }> {
  const create = new Function(`return (${extensionSource})`)() as Factory
  let change: (accounts: readonly PageAccount[]) => void = () => undefined
  const core = await createPolkadotWalletCore(options, async (accounts) => change(accounts))
  const made = create({}, (method, params) => core.handle({ method, params: structuredClone(params), origin: 'node' }))
  change = made.change
  return { window: { injectedWeb3: { [core.controls.name]: made.extension } }, controls: core.controls }
}
