import { composeWalletSource, standardConnectPart } from '../standardWalletSource.ts'

/** The Solana features of a test wallet (`solana:signMessage`, `solana:signAndSendTransaction`), as a part of composeWalletSource. */
export const solanaFeaturesPart = `function solanaFeaturesPart(kit) {
  return {
    'solana:signMessage': {
      version: '1.1.0',
      async signMessage(...inputs) {
        const outputs = [];
        for (const input of inputs) {
          const result = await kit.request('solana:signMessage', { address: input.account.address, message: Array.from(input.message) });
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
          const result = await kit.request('solana:signAndSendTransaction', { address: input.account.address, transaction: Array.from(input.transaction), chain: input.chain });
          outputs.push({ signature: Uint8Array.from(result.signature) });
        }
        return outputs;
      },
    },
  };
}`

/**
 * The Wallet Standard wallet the Solana test wallet shows to a dapp (see standardWalletSource.ts):
 * `standard:connect`, `standard:disconnect`, `standard:events` and the Solana features.
 */
export const walletSource = composeWalletSource('createPorticoSolanaTestWallet', { standardConnectPart, solanaFeaturesPart })
