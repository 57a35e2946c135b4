import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { createCosmosWalletCore } from './createCosmosWalletCore.ts'
import { keplrSource } from './keplrSource.ts'
import type { CosmosTestWallet, CosmosTestWalletOptions } from './types.ts'

/**
 * Injects a Keplr-style wallet into every document of `page` (`window.keplr`, or the `global`
 * option, before the page's scripts run). Call it before `page.goto`. It holds real secp256k1 keys
 * of a mnemonic and signs ADR-036 documents with CosmJS; its state lives in Node and survives reloads.
 *
 * @example
 * const keplr = await installCosmosTestWallet(page, { chains: [{ chainId: 'cosmoshub-4', bech32Prefix: 'cosmos' }] })
 * await page.goto(dappUrl)
 * await keplr.waitForRequest('signArbitrary')
 */
export async function installCosmosTestWallet(page: Page, options: CosmosTestWalletOptions): Promise<CosmosTestWallet> {
  const bindingName = `__porticoCosmosTestWallet_${randomBytes(8).toString('hex')}`
  const global = options.global ?? 'keplr'
  const changeEvent = options.changeEvent ?? 'keplr_keystorechange'
  const core = await createCosmosWalletCore(options, async () => {
    const expression = `window.dispatchEvent(new Event(${JSON.stringify(changeEvent)}))`
    await Promise.all(page.frames().map((frame) => frame.evaluate(expression).catch(() => {})))
  })
  await page.exposeFunction(bindingName, (request: { method: string; params: unknown; origin: string }) => core.handle(request))
  await page.addInitScript(`(() => {
  const bindingName = ${JSON.stringify(bindingName)};
  if (window[${JSON.stringify(global)}]) return;
  const create = ${keplrSource};
  window[${JSON.stringify(global)}] = create(async (method, params) => {
    const binding = window[bindingName];
    if (typeof binding !== 'function') return { error: { code: 4900, message: 'The test wallet is disconnected.' } };
    return binding({ method, params, origin: location.origin });
  });
})();`)
  return core.controls
}
