import {
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  getBase64EncodedWireTransaction,
  getBase58Encoder,
  getTransactionDecoder,
  type KeyPairSigner,
  signBytes,
  signTransaction,
} from '@solana/kit'
import { testMnemonic } from '../constants.ts'
import { InvalidParamsError, ProviderRpcError, TestWalletError, UnauthorizedError } from '../errors.ts'
import { createScriptedWallet, type WalletAnswer, withControls } from '../scriptedWallet.ts'
import type { PageAccount, Permission } from '../standardWalletSource.ts'
import { deriveSolanaKeys } from './deriveSolanaKeys.ts'
import type { SolanaTestWallet, SolanaTestWalletOptions, SolanaWalletChain } from './types.ts'

export type SolanaWalletCore = {
  /** Answers one request of the page's wallet (`standard:connect`, `solana:signMessage`…). */
  handle(request: { method: string; params: unknown; origin: string }): Promise<WalletAnswer>
  /** The Node-side controls. */
  controls: SolanaTestWallet
  /** The accounts the page is given now (none without its permission). */
  pageAccounts(): PageAccount[]
}

/**
 * The test wallet's Solana half, in Node: keys of the mnemonic (`m/44'/501'/i'/0'`), the page's
 * permission, approvals (approve / reject / manual like the EVM wallet) and the request log. It
 * signs with the account's ed25519 key and sends through the chain's RPC. `emit` tells the page's
 * wallet about account changes; `permission` is the page's (default its own).
 */
export async function createSolanaWalletCore(
  options: SolanaTestWalletOptions,
  emit: (accounts: readonly PageAccount[]) => Promise<void>,
  permission: Permission = { permitted: false },
): Promise<SolanaWalletCore> {
  const { mnemonic = testMnemonic } = options
  if (!options.chains.length) throw new TestWalletError('Solana test wallet: `chains` must list at least one chain.')
  const chains = new Map<string, SolanaWalletChain>(options.chains.map((chain) => [chain.chain, chain]))
  const key = deriveSolanaKeys(mnemonic)
  const signers = await Promise.all(Array.from({ length: 10 }, (_, index) => createKeyPairSignerFromPrivateKeyBytes(key(index))))
  const signerOf = async (index: number): Promise<KeyPairSigner> => signers[index] ?? createKeyPairSignerFromPrivateKeyBytes(key(index))
  const state = { index: options.accountIndex ?? 0, signer: await signerOf(options.accountIndex ?? 0) }
  const rpcs = new Map<string, ReturnType<typeof createSolanaRpc>>()
  const rpcOf = (chain: unknown) => {
    const known = typeof chain === 'string' ? chains.get(chain) : undefined
    if (!known) throw new InvalidParamsError(`The test wallet does not know chain ${JSON.stringify(chain)}.`)
    let rpc = rpcs.get(known.chain)
    if (!rpc) rpcs.set(known.chain, (rpc = createSolanaRpc(known.rpcUrl)))
    return rpc
  }
  const accountFeatures = ['solana:signMessage', 'solana:signAndSendTransaction', 'solana:signTransaction']
  const pageAccount = (signer: KeyPairSigner): PageAccount => ({
    address: signer.address,
    publicKey: [...getBase58Encoder().encode(signer.address)],
    chains: [...chains.keys()],
    features: accountFeatures,
  })
  const bytes = (value: unknown, name: string) => {
    if (!Array.isArray(value) || !value.every((byte) => Number.isInteger(byte) && byte >= 0 && byte <= 255)) {
      throw new InvalidParamsError(`${name} must be bytes.`)
    }
    return Uint8Array.from(value as number[])
  }

  /** The page may use only the account it was given. */
  function requireAccount(params: Record<string, unknown>) {
    if (!permission.permitted || params.address !== state.signer.address) throw new UnauthorizedError()
    return state.signer
  }

  const { handle, controls } = createScriptedWallet({
    mode: options.mode,
    methods: {
      async 'standard:connect'(params, approve) {
        if (!permission.permitted) {
          if (params.silent) return { accounts: [] }
          await approve()
          permission.permitted = true
        }
        return { accounts: [pageAccount(state.signer)] }
      },
      async 'standard:disconnect'() {
        permission.permitted = false
        return null
      },
      async 'solana:signMessage'(params, approve) {
        const signer = requireAccount(params)
        const message = bytes(params.message, 'message')
        await approve()
        const signature = await signBytes(signer.keyPair.privateKey, message)
        return { signedMessage: [...message], signature: [...signature] }
      },
      async 'solana:signAndSendTransaction'(params, approve) {
        const signer = requireAccount(params)
        const rpc = rpcOf(params.chain)
        let transaction
        try {
          transaction = getTransactionDecoder().decode(bytes(params.transaction, 'transaction'))
        } catch (cause) {
          if (cause instanceof ProviderRpcError) throw cause
          throw new InvalidParamsError('transaction is not a wire transaction.')
        }
        await approve()
        const signed = await signTransaction([signer.keyPair], transaction)
        const signature = await rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send()
        return { signature: [...getBase58Encoder().encode(signature)] }
      },
    },
  })

  const own = {
    get address() {
      return state.signer.address
    },
    accounts: signers.map((signer) => signer.address),
    get connected() {
      return permission.permitted
    },
    async setAccount(index: number) {
      if (!Number.isSafeInteger(index) || index < 0) throw new TestWalletError(`Invalid account index ${index}.`)
      if (state.index === index) return
      state.index = index
      state.signer = await signerOf(index)
      if (permission.permitted) await emit([pageAccount(state.signer)])
    },
    async disconnect() {
      if (!permission.permitted) return
      permission.permitted = false
      await emit([])
    },
  }
  return { handle, controls: withControls(controls, own) satisfies SolanaTestWallet, pageAccounts: () => (permission.permitted ? [pageAccount(state.signer)] : []) }
}
