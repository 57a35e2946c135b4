import { composeWalletSource } from '../standardWalletSource.ts'

/**
 * The Bitcoin Wallet Standard features of a test wallet, as a part of composeWalletSource:
 * `bitcoin:connect` (purposes payment, ordinals; the wallet's accounts are set quietly, from
 * `walletAccounts` when the core answers with all of a multi-namespace wallet's),
 * `bitcoin:signMessage` (BIP-322), `bitcoin:signTransaction` (PSBT).
 */
export const bitcoinFeaturesPart = `function bitcoinFeaturesPart(kit) {
  return {
    'bitcoin:connect': {
      version: '1.0.0',
      async connect(input) {
        const result = await kit.request('bitcoin:connect', { purposes: input && Array.isArray(input.purposes) ? input.purposes.slice() : ['payment'] });
        kit.change(result.walletAccounts || result.accounts, true);
        return { accounts: result.accounts.map(kit.known) };
      },
    },
    'bitcoin:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs) {
        const outputs = [];
        for (const input of inputs) {
          const result = await kit.request('bitcoin:signMessage', { address: input.account.address, message: Array.from(input.message) });
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
          const result = await kit.request('bitcoin:signTransaction', { psbt: Array.from(input.psbt), chain: input.chain, inputsToSign });
          outputs.push({ signedPsbt: Uint8Array.from(result.signedPsbt) });
        }
        return outputs;
      },
    },
  };
}`

/**
 * The Bitcoin Wallet Standard wallet the Bitcoin test wallet shows to a dapp (see
 * standardWalletSource.ts): the Bitcoin features, `standard:disconnect`, `standard:events`.
 */
export const bitcoinWalletSource = composeWalletSource('createPorticoBitcoinTestWallet', { bitcoinFeaturesPart })
