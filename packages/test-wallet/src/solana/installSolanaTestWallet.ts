import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { defaultWalletInfo } from '../constants.ts'
import { createSolanaWalletCore } from './createSolanaWalletCore.ts'
import type { SolanaTestWallet, SolanaTestWalletOptions } from './types.ts'
import { walletSource } from './walletSource.ts'

/**
 * Injects a Solana Wallet Standard wallet into every document of `page` (registered through the
 * standard's `wallet-standard:register-wallet` / `app-ready` events, so any Wallet Standard app
 * finds it). Call it before `page.goto`. It signs with accounts of a mnemonic
 * (`m/44'/501'/i'/0'`) and sends to the chains' RPCs; its state lives in Node and survives reloads.
 *
 * @example
 * const wallet = await installSolanaTestWallet(page, { chains: [{ chain: 'solana:localnet', rpcUrl: chain.rpcUrl }] })
 * await page.goto(dappUrl)
 * await wallet.waitForRequest('standard:connect')
 */
export async function installSolanaTestWallet(page: Page, options: SolanaTestWalletOptions): Promise<SolanaTestWallet> {
  const bindingName = `__porticoSolanaTestWallet_${randomBytes(8).toString('hex')}`
  const changeName = `${bindingName}_change`
  const core = await createSolanaWalletCore(options, async (accounts) => {
    const expression = `window[${JSON.stringify(changeName)}]?.(${JSON.stringify(accounts)})`
    // A frame that is navigating or gone just misses the event, like a closed tab would.
    await Promise.all(page.frames().map((frame) => frame.evaluate(expression).catch(() => {})))
  })
  await page.exposeFunction(bindingName, (request: { method: string; params: unknown; origin: string }) => core.handle(request))
  const config = {
    name: options.name ?? defaultWalletInfo.name,
    icon: options.icon ?? defaultWalletInfo.icon,
    chains: options.chains.map((chain) => chain.chain),
  }
  await page.addInitScript(`(() => {
  const config = ${JSON.stringify(config)};
  const bindingName = ${JSON.stringify(bindingName)};
  if (Object.prototype.hasOwnProperty.call(window, ${JSON.stringify(changeName)})) return;
  const create = ${walletSource};
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
  return core.controls
}
