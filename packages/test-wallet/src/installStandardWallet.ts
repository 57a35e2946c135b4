import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'

/**
 * Injects a Wallet Standard wallet made by `source` (a function `(config, call) => { wallet, change }`,
 * as JavaScript text) into every document of `page`, registered through the standard's
 * `wallet-standard:register-wallet` / `app-ready` events. `handle` answers its calls in Node.
 * Returns `emit`, which tells the page's wallet about account changes. Call it before `page.goto`.
 */
export async function installStandardWallet<TAccount>(
  page: Page,
  parameters: {
    prefix: string
    source: string
    config: { name: string; icon: string; chains: readonly string[] }
    handle(request: { method: string; params: unknown; origin: string }): Promise<unknown>
  },
): Promise<{ emit(accounts: readonly TAccount[]): Promise<void> }> {
  const bindingName = `${parameters.prefix}_${randomBytes(8).toString('hex')}`
  const changeName = `${bindingName}_change`
  await page.exposeFunction(bindingName, (request: { method: string; params: unknown; origin: string }) => parameters.handle(request))
  await page.addInitScript(`(() => {
  const config = ${JSON.stringify(parameters.config)};
  const bindingName = ${JSON.stringify(bindingName)};
  if (Object.prototype.hasOwnProperty.call(window, ${JSON.stringify(changeName)})) return;
  const create = ${parameters.source};
  const made = create(config, async (method, params) => {
    const binding = window[bindingName];
    if (typeof binding !== 'function') return { error: { code: 4900, message: 'The test wallet is disconnected.' } };
    return binding({ method, params, origin: location.origin });
  });
  Object.defineProperty(window, ${JSON.stringify(changeName)}, { value: made.change });
  const register = (api) => { try { api.register(made.wallet); } catch (error) { console.error(error); } };
  // The Wallet Standard's handshake: announce now for an app already listening, and answer an app that starts later.
  try { window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register })); } catch (error) { console.error(error); }
  try { window.addEventListener('wallet-standard:app-ready', (event) => register(event.detail)); } catch (error) { console.error(error); }
})();`)
  return {
    async emit(accounts) {
      const expression = `window[${JSON.stringify(changeName)}]?.(${JSON.stringify(accounts)})`
      // A frame that is navigating or gone just misses the event, like a closed tab would.
      await Promise.all(page.frames().map((frame) => frame.evaluate(expression).catch(() => {})))
    },
  }
}
