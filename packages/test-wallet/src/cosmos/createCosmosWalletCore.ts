import { makeCosmoshubPath, Secp256k1HdWallet, serializeSignDoc, type StdSignDoc } from '@cosmjs/amino'
import { Bip39, EnglishMnemonic, Secp256k1, Slip10, Slip10Curve } from '@cosmjs/crypto'
import { toBase64, toBech32, toUtf8 } from '@cosmjs/encoding'
import { rawSecp256k1PubkeyToRawAddress } from '@cosmjs/amino'
import { testMnemonic } from '../constants.ts'
import { InvalidParamsError, TestWalletError, UnauthorizedError } from '../errors.ts'
import { createScriptedWallet, type WalletAnswer, withControls } from '../scriptedWallet.ts'
import type { CosmosTestWallet, CosmosTestWalletOptions, CosmosWalletChain } from './types.ts'

/** ADR-036: the amino sign doc a wallet signs for `signArbitrary` (one sign/MsgSignData, everything else empty or zero). */
function adr036Doc(signer: string, data: Uint8Array): StdSignDoc {
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(data) } }],
    memo: '',
  }
}

/**
 * The Keplr-style test wallet's Node half: secp256k1 keys of the mnemonic on the Cosmos Hub path
 * (`m/44'/118'/0'/0/i`, one key for every chain, addressed with each chain's prefix), the chains
 * the page enabled, approvals and the request log. `signArbitrary` signs the ADR-036 doc with
 * CosmJS's `Secp256k1HdWallet.signAmino`. `emit` fires the change event on the page.
 */
export async function createCosmosWalletCore(
  options: CosmosTestWalletOptions,
  emit: () => Promise<void>,
): Promise<{ handle(request: { method: string; params: unknown; origin: string }): Promise<WalletAnswer>; controls: CosmosTestWallet }> {
  if (!options.chains.length) throw new TestWalletError('Cosmos test wallet: `chains` must list at least one chain.')
  const mnemonic = options.mnemonic ?? testMnemonic
  const chains = new Map<string, CosmosWalletChain>(options.chains.map((chain) => [chain.chainId, chain]))
  const seed = await Bip39.mnemonicToSeed(new EnglishMnemonic(mnemonic))
  const publicKeys = new Map<number, Uint8Array>()
  const publicKeyOf = (index: number) => {
    let key = publicKeys.get(index)
    if (!key) {
      const { privkey } = Slip10.derivePath(Slip10Curve.Secp256k1, seed, makeCosmoshubPath(index))
      publicKeys.set(index, (key = Secp256k1.compressPubkey(Secp256k1.makeKeypair(privkey).pubkey)))
    }
    return key
  }
  const addressOf = (index: number, prefix: string) => toBech32(prefix, rawSecp256k1PubkeyToRawAddress(publicKeyOf(index)))
  const signers = new Map<string, Promise<Secp256k1HdWallet>>()
  const signerOf = (index: number, prefix: string) => {
    const key = `${prefix}/${index}`
    let signer = signers.get(key)
    if (!signer) signers.set(key, (signer = Secp256k1HdWallet.fromMnemonic(mnemonic, { hdPaths: [makeCosmoshubPath(index)], prefix })))
    return signer
  }
  const state = { index: options.accountIndex ?? 0, enabled: new Set<string>() }
  const chainOf = (value: unknown) => {
    const chain = typeof value === 'string' ? chains.get(value) : undefined
    // Keplr's own words for a chain it has no info about.
    if (!chain) throw new InvalidParamsError(`There is no chain info for ${String(value)}`)
    return chain
  }
  const enabledChain = (value: unknown) => {
    const chain = chainOf(value)
    if (!state.enabled.has(chain.chainId)) throw new UnauthorizedError()
    return chain
  }

  const { handle, controls } = createScriptedWallet({
    mode: options.mode,
    methods: {
      /** `enable(chainIds)`: asks the test when a chain is not yet enabled. */
      async enable(params, approve) {
        const ids = (Array.isArray(params.chainIds) ? params.chainIds : [params.chainIds]).map((id) => chainOf(id).chainId)
        if (ids.some((id) => !state.enabled.has(id))) {
          await approve()
          for (const id of ids) state.enabled.add(id)
        }
        return null
      },
      /** `getKey(chainId)`: the account on an enabled chain. */
      async getKey(params) {
        const chain = enabledChain(params.chainId)
        const pubKey = publicKeyOf(state.index)
        return {
          name: `Portico test ${state.index}`,
          algo: 'secp256k1',
          pubKey: [...pubKey],
          address: [...rawSecp256k1PubkeyToRawAddress(pubKey)],
          bech32Address: addressOf(state.index, chain.bech32Prefix),
          isNanoLedger: false,
        }
      },
      /** `signArbitrary(chainId, signer, data)`: the ADR-036 doc of the data, signed with the account's key. */
      async signArbitrary(params, approve) {
        const chain = enabledChain(params.chainId)
        if (params.signer !== addressOf(state.index, chain.bech32Prefix)) throw new UnauthorizedError()
        const data =
          typeof params.data === 'string'
            ? toUtf8(params.data)
            : Array.isArray(params.data) && params.data.every((byte) => Number.isInteger(byte) && byte >= 0 && byte <= 255)
              ? Uint8Array.from(params.data as number[])
              : undefined
        if (!data) throw new InvalidParamsError('data must be a string or bytes.')
        await approve()
        const signer = await signerOf(state.index, chain.bech32Prefix)
        const { signature } = await signer.signAmino(params.signer, adr036Doc(params.signer, data))
        // The doc is what was signed; keep it in the log's result for tests that want to look.
        return { ...signature, signDoc: new TextDecoder().decode(serializeSignDoc(adr036Doc(params.signer, data))) }
      },
    },
  })

  const own = {
    get publicKey() {
      return toBase64(publicKeyOf(state.index))
    },
    addressOn: (chainId: string) => addressOf(state.index, chainOf(chainId).bech32Prefix),
    accountsOn: (chainId: string) => Array.from({ length: 10 }, (_, index) => addressOf(index, chainOf(chainId).bech32Prefix)),
    get enabledChains() {
      return [...state.enabled]
    },
    async setAccount(index: number) {
      if (!Number.isSafeInteger(index) || index < 0) throw new TestWalletError(`Invalid account index ${index}.`)
      if (state.index === index) return
      state.index = index
      if (state.enabled.size) await emit()
    },
    async disconnect() {
      if (!state.enabled.size) return
      state.enabled.clear()
      await emit()
    },
  }
  return { handle, controls: withControls(controls, own) }
}
