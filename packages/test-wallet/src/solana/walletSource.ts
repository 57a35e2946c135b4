/**
 * The Wallet Standard wallet the Solana test wallet shows to a dapp, as JavaScript source: one
 * implementation for both places it runs, the page (an init script, see installSolanaTestWallet)
 * and Node (createSolanaTestWallet, for tests without a browser). Evaluated, it is a function
 * `(config, call) => { wallet, change(accounts) }`: `call(method, params)` reaches the Node core
 * and resolves with `{ result }` or `{ error: { code, message } }`; `change` tells the dapp the
 * accounts changed. Bytes cross as arrays of numbers.
 *
 * A string rather than a function, so no transpiler helper can leak into the page.
 */
export const walletSource = `function createPorticoSolanaTestWallet(config, call) {
  const accountFeatures = ['solana:signMessage', 'solana:signAndSendTransaction', 'solana:signTransaction'];
  let accounts = [];
  const listeners = [];
  const toAccount = (account) => Object.freeze({
    address: account.address,
    publicKey: Uint8Array.from(account.publicKey),
    chains: config.chains.slice(),
    features: accountFeatures.slice(),
  });
  const request = async (method, params) => {
    const answer = await call(method, params);
    if (answer && answer.error) {
      const error = new Error(answer.error.message);
      error.code = answer.error.code;
      throw error;
    }
    return answer ? answer.result : null;
  };
  const setAccounts = (next) => {
    const same = next.length === accounts.length && next.every((account, index) => account.address === accounts[index].address);
    if (!same) accounts = next.map(toAccount);
    return same;
  };
  const change = (next) => {
    if (setAccounts(next)) return;
    for (const listener of listeners.slice()) {
      try { listener({ accounts }); } catch (error) { console.error(error); }
    }
  };
  const wallet = {
    version: '1.0.0',
    name: config.name,
    icon: config.icon,
    chains: config.chains.slice(),
    get accounts() { return accounts.slice(); },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input) {
          const result = await request('standard:connect', { silent: Boolean(input && input.silent) });
          change(result.accounts);
          return { accounts: wallet.accounts };
        },
      },
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
      'solana:signMessage': {
        version: '1.1.0',
        async signMessage(...inputs) {
          const outputs = [];
          for (const input of inputs) {
            const result = await request('solana:signMessage', { address: input.account.address, message: Array.from(input.message) });
            outputs.push({ signedMessage: Uint8Array.from(result.signedMessage), signature: Uint8Array.from(result.signature), signatureType: 'ed25519' });
          }
          return outputs;
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(...inputs) {
          const outputs = [];
          for (const input of inputs) {
            const result = await request('solana:signAndSendTransaction', { address: input.account.address, transaction: Array.from(input.transaction), chain: input.chain });
            outputs.push({ signature: Uint8Array.from(result.signature) });
          }
          return outputs;
        },
      },
    },
  };
  return { wallet, change };
}`
