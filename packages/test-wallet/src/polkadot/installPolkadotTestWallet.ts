import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { createPolkadotWalletCore } from './createPolkadotWalletCore.ts'
import { extensionSource } from './extensionSource.ts'
import type { PolkadotTestWallet, PolkadotTestWalletOptions } from './types.ts'

/**
 * Injects a Polkadot extension into every document of `page`, as a browser extension does
 * (`window.injectedWeb3[name]`, before the page's scripts run). Call it before `page.goto`. It
 * holds real sr25519 (or ed25519) keys of a mnemonic; its state lives in Node and survives reloads.
 *
 * @example
 * const extension = await installPolkadotTestWallet(page, { name: 'polkadot-js' })
 * await page.goto(dappUrl)
 * await extension.waitForRequest('signRaw')
 */
export async function installPolkadotTestWallet(page: Page, options: PolkadotTestWalletOptions = {}): Promise<PolkadotTestWallet> {
  const bindingName = `__porticoPolkadotTestWallet_${randomBytes(8).toString('hex')}`
  const changeName = `${bindingName}_change`
  const core = await createPolkadotWalletCore(options, async (accounts) => {
    const expression = `window[${JSON.stringify(changeName)}]?.(${JSON.stringify(accounts)})`
    await Promise.all(page.frames().map((frame) => frame.evaluate(expression).catch(() => {})))
  })
  await page.exposeFunction(bindingName, (request: { method: string; params: unknown; origin: string }) => core.handle(request))
  await page.addInitScript(`(() => {
  const bindingName = ${JSON.stringify(bindingName)};
  if (Object.prototype.hasOwnProperty.call(window, ${JSON.stringify(changeName)})) return;
  const create = ${extensionSource};
  const made = create({}, async (method, params) => {
    const binding = window[bindingName];
    if (typeof binding !== 'function') return { error: { code: 4900, message: 'The test wallet is disconnected.' } };
    return binding({ method, params, origin: location.origin });
  });
  Object.defineProperty(window, ${JSON.stringify(changeName)}, { value: made.change });
  window.injectedWeb3 = window.injectedWeb3 || {};
  window.injectedWeb3[${JSON.stringify(core.controls.name)}] = made.extension;
})();`)
  return core.controls
}
