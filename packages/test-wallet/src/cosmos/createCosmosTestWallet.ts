import { createCosmosWalletCore } from './createCosmosWalletCore.ts'
import { keplrSource } from './keplrSource.ts'
import type { CosmosTestWallet, CosmosTestWalletOptions } from './types.ts'

/**
 * The Keplr-style test wallet in Node, without a browser: `window` is an EventTarget holding the
 * same interface the page gets from `installCosmosTestWallet` (under `keplr`, or the `global`
 * option) and receiving its change event, to hand to dapp code (the cosmos adapter's `window` option).
 *
 * @example
 * const { window, controls } = await createCosmosTestWallet({ chains: [{ chainId: 'cosmoshub-4', bech32Prefix: 'cosmos' }] })
 * const adapter = cosmosAdapter({ window })
 */
export async function createCosmosTestWallet(options: CosmosTestWalletOptions): Promise<{ window: EventTarget & Record<string, unknown>; controls: CosmosTestWallet }> {
  const window = new EventTarget() as EventTarget & Record<string, unknown>
  const changeEvent = options.changeEvent ?? 'keplr_keystorechange'
  const core = await createCosmosWalletCore(options, async () => {
    window.dispatchEvent(new Event(changeEvent))
  })
  const create = new Function(`return (${keplrSource})`)() as (call: (method: string, params: unknown) => Promise<unknown>) => unknown
  window[options.global ?? 'keplr'] = create((method, params) => core.handle({ method, params: structuredClone(params), origin: 'node' }))
  return { window, controls: core.controls }
}
