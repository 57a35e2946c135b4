import { pageRequestSource } from '../pageRequestSource.ts'

/**
 * The injectedWeb3 extension the Polkadot test wallet shows to a dapp, as JavaScript source: one
 * implementation for the page (an init script, see installPolkadotTestWallet) and Node
 * (createPolkadotTestWallet). Evaluated, it is a function `(config, call) => { extension,
 * change(accounts) }`: `extension` is what goes into `window.injectedWeb3[name]` (`version`,
 * `enable(originName)` resolving with `accounts` and `signer`); `call(method, params)` reaches the
 * Node core and resolves with `{ result }` or `{ error: { code, message } }`; `change` tells the
 * page's `accounts.subscribe` callbacks.
 *
 * A string rather than a function, so no transpiler helper can leak into the page.
 */
export const extensionSource = `function createPorticoPolkadotTestExtension(config, call) {
  const subscribers = [];
  let accounts = [];
  ${pageRequestSource}
  const change = (next) => {
    accounts = next.map((account) => Object.assign({}, account));
    for (const callback of subscribers.slice()) {
      try { callback(accounts.slice()); } catch (error) { console.error(error); }
    }
  };
  const injected = {
    accounts: {
      async get() { accounts = await request('accounts.get', {}); return accounts.slice(); },
      subscribe(callback) {
        subscribers.push(callback);
        Promise.resolve().then(() => callback(accounts.slice()));
        return () => { const index = subscribers.indexOf(callback); if (index !== -1) subscribers.splice(index, 1); };
      },
    },
    signer: {
      async signRaw(payload) {
        return request('signRaw', { address: payload.address, data: payload.data, type: payload.type });
      },
    },
  };
  const extension = {
    version: '0.1.0',
    async enable(originName) {
      accounts = await request('enable', { originName: String(originName) });
      return injected;
    },
  };
  return { extension, change };
}`
