/**
 * The Bitcoin Wallet Standard wallet the Bitcoin test wallet shows to a dapp, as JavaScript source
 * (one implementation for the page and for Node, like the Solana one). Evaluated, it is a function
 * `(config, call) => { wallet, change(accounts) }`; `call(method, params)` reaches the Node core.
 * Bytes cross as arrays of numbers. Features: `bitcoin:connect` (purposes payment, ordinals),
 * `bitcoin:signMessage` (BIP-322), `bitcoin:signTransaction` (PSBT), `standard:disconnect`,
 * `standard:events`.
 */
export const bitcoinWalletSource = `function createPorticoBitcoinTestWallet(config, call) {
  const accountFeatures = ['bitcoin:signMessage', 'bitcoin:signTransaction'];
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
  const change = (next, quiet) => {
    const same = next.length === accounts.length && next.every((account, index) => account.address === accounts[index].address);
    if (same) return;
    accounts = next.map(toAccount);
    if (quiet) return;
    for (const listener of listeners.slice()) {
      try { listener({ accounts: accounts.slice() }); } catch (error) { console.error(error); }
    }
  };
  const wallet = {
    version: '1.0.0',
    name: config.name,
    icon: config.icon,
    chains: config.chains.slice(),
    get accounts() { return accounts.slice(); },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        async connect(input) {
          const result = await request('bitcoin:connect', { purposes: input && Array.isArray(input.purposes) ? input.purposes.slice() : ['payment'] });
          change(result.accounts, true);
          return { accounts: result.accounts.map((account) => accounts.find((known) => known.address === account.address) || toAccount(account)) };
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
      'bitcoin:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs) {
          const outputs = [];
          for (const input of inputs) {
            const result = await request('bitcoin:signMessage', { address: input.account.address, message: Array.from(input.message) });
            outputs.push({ signedMessage: Uint8Array.from(result.signedMessage), signature: Uint8Array.from(result.signature) });
          }
          return outputs;
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        async signTransaction(...inputs) {
          const outputs = [];
          for (const input of inputs) {
            const inputsToSign = (input.inputsToSign || []).map((entry) => ({ address: entry.account && entry.account.address, signingIndexes: Array.from(entry.signingIndexes || []), sigHash: entry.sigHash }));
            const result = await request('bitcoin:signTransaction', { psbt: Array.from(input.psbt), chain: input.chain, inputsToSign });
            outputs.push({ signedPsbt: Uint8Array.from(result.signedPsbt) });
          }
          return outputs;
        },
      },
    },
  };
  return { wallet, change };
}`
