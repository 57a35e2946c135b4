import { pageRequestSource } from '../pageRequestSource.ts'

/**
 * The Keplr-style interface the cosmos test wallet shows to a dapp, as JavaScript source: one
 * implementation for the page (an init script, see installCosmosTestWallet) and Node
 * (createCosmosTestWallet). Evaluated, it is a function `(call) => keplr`: `enable`, `getKey`
 * (Uint8Array keys, as Keplr gives them) and `signArbitrary` (the StdSignature); `call(method,
 * params)` reaches the Node core and resolves with `{ result }` or `{ error: { code, message } }`.
 *
 * A string rather than a function, so no transpiler helper can leak into the page.
 */
export const keplrSource = `function createPorticoKeplrTestWallet(call) {
  ${pageRequestSource}
  return {
    version: '0.1.0',
    mode: 'extension',
    async enable(chainIds) {
      await request('enable', { chainIds: Array.isArray(chainIds) ? chainIds.slice() : [chainIds] });
    },
    async getKey(chainId) {
      const key = await request('getKey', { chainId });
      return Object.assign({}, key, { pubKey: Uint8Array.from(key.pubKey), address: Uint8Array.from(key.address) });
    },
    async signArbitrary(chainId, signer, data) {
      const sent = typeof data === 'string' ? data : Array.from(data);
      const result = await request('signArbitrary', { chainId, signer, data: sent });
      return { pub_key: result.pub_key, signature: result.signature };
    },
  };
}`
