import { pageRequestSource } from './pageRequestSource.ts'

/**
 * The Wallet Standard wallets the test wallets show to a dapp, as JavaScript source: one
 * implementation for both places they run, the page (an init script, see installStandardWallet)
 * and Node (createSolanaTestWallet…, for tests without a browser). A string rather than a
 * function, so no transpiler helper can leak into the page.
 *
 * `composeWalletSource(name, parts)` evaluates to a function `(config, call) => { wallet, change }`:
 * `call(method, params)` reaches the Node core and resolves with `{ result }` or
 * `{ error: { code, message } }`; `change(accounts, quiet?)` sets the wallet's accounts and, unless
 * quiet, tells the dapp (`standard:events` `change`). Accounts cross from Node as
 * `{ address, publicKey: number[], chains, features }` (each account names its own chains, so one
 * wallet can speak several namespaces); bytes cross as arrays of numbers.
 *
 * The base gives `standard:disconnect` and `standard:events`; each part is the source of a function
 * `(kit) => features` adding its namespace's features, where `kit` is `{ wallet, request, change, known }`.
 */
const baseSource = `function createStandardWallet(config, call, parts) {
  let accounts = [];
  const listeners = [];
  const toAccount = (account) => Object.freeze({
    address: account.address,
    publicKey: Uint8Array.from(account.publicKey),
    chains: account.chains.slice(),
    features: account.features.slice(),
  });
  ${pageRequestSource}
  const change = (next, quiet) => {
    const same = next.length === accounts.length && next.every((account, index) => account.address === accounts[index].address);
    if (same) return;
    accounts = next.map(toAccount);
    if (quiet) return;
    for (const listener of listeners.slice()) {
      try { listener({ accounts: accounts.slice() }); } catch (error) { console.error(error); }
    }
  };
  /** The wallet's account object for an account of an answer (the dapp compares them by identity). */
  const known = (account) => accounts.find((candidate) => candidate.address === account.address) || toAccount(account);
  const wallet = {
    version: '1.0.0',
    name: config.name,
    icon: config.icon,
    chains: config.chains.slice(),
    get accounts() { return accounts.slice(); },
    features: {
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          await request('standard:disconnect', {});
          change([]);
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event, listener) {
          if (event !== 'change' || typeof listener !== 'function') return () => {};
          listeners.push(listener);
          return () => { const index = listeners.indexOf(listener); if (index !== -1) listeners.splice(index, 1); };
        },
      },
    },
  };
  const kit = { wallet, request, change, known };
  for (const part of parts) Object.assign(wallet.features, part(kit));
  return { wallet, change };
}`

/** `standard:connect`: the wallet's accounts (all its namespaces', one approval); `silent` asks nothing. */
export const standardConnectPart = `function standardConnectPart(kit) {
  return {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        const result = await kit.request('standard:connect', { silent: Boolean(input && input.silent) });
        kit.change(result.accounts);
        return { accounts: kit.wallet.accounts };
      },
    },
  };
}`

/** The source of a function `(config, call) => { wallet, change }` made of the base and `parts` (by function name). */
export function composeWalletSource(name: string, parts: Readonly<Record<string, string>>): string {
  return `function ${name}(config, call) {
  ${baseSource}
  ${Object.values(parts).join('\n  ')}
  return createStandardWallet(config, call, [${Object.keys(parts).join(', ')}]);
}`
}

/** An account as it crosses to the page: its address, public key bytes, chains and features. */
export type PageAccount = { address: string; publicKey: number[]; chains: readonly string[]; features: readonly string[] }

/** The page's permission, in Node; a wallet speaking several namespaces shares one between its cores. */
export type Permission = { permitted: boolean }
