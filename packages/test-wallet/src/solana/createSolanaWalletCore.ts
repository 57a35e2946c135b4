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
import { createApprovalQueue } from '../approvalQueue.ts'
import { testMnemonic } from '../constants.ts'
import { InvalidParamsError, ProviderRpcError, TestWalletError, UnauthorizedError, UnsupportedMethodError, UserRejectedRequestError } from '../errors.ts'
import { createRequestLog } from '../requestLog.ts'
import type { PageAccount, Permission } from '../standardWalletSource.ts'
import type { ApprovalMode, RpcErrorObject, WalletRequest } from '../types.ts'

export type { PageAccount }
import { deriveSolanaKeys } from './deriveSolanaKeys.ts'
import type { SolanaTestWallet, SolanaTestWalletOptions, SolanaWalletChain } from './types.ts'

const defaultTimeout = 10_000

/** The wallet's answer to one request from the page. */
export type CoreAnswer = { result: unknown } | { error: RpcErrorObject }

export type SolanaWalletCore = {
  /** Answers one request of the page's wallet (`standard:connect`, `solana:signMessage`…). */
  handle(request: { method: string; params: unknown; origin: string }): Promise<CoreAnswer>
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
  const { mnemonic = testMnemonic, mode = 'approve' } = options
  if (!options.chains.length) throw new TestWalletError('Solana test wallet: `chains` must list at least one chain.')
  const chains = new Map<string, SolanaWalletChain>(options.chains.map((chain) => [chain.chain, chain]))
  const key = deriveSolanaKeys(mnemonic)
  const signers = await Promise.all(Array.from({ length: 10 }, (_, index) => createKeyPairSignerFromPrivateKeyBytes(key(index))))
  const signerOf = async (index: number): Promise<KeyPairSigner> => signers[index] ?? createKeyPairSignerFromPrivateKeyBytes(key(index))
  const state = { mode: mode as ApprovalMode, index: options.accountIndex ?? 0, signer: await signerOf(options.accountIndex ?? 0) }
  const log = createRequestLog()
  const approvals = createApprovalQueue()
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

  async function approve(entry: ReturnType<typeof log.add>) {
    const approved = state.mode === 'approve' ? true : state.mode === 'reject' ? false : await approvals.wait(entry)
    if (!approved) throw new UserRejectedRequestError()
  }
  /** The page may use only the account it was given. */
  function requireAccount(params: Record<string, unknown>) {
    if (!permission.permitted || params.address !== state.signer.address) throw new UnauthorizedError()
    return state.signer
  }

  const methods: Record<string, (params: Record<string, unknown>, entry: ReturnType<typeof log.add>) => Promise<unknown>> = {
    async 'standard:connect'(params, entry) {
      if (!permission.permitted) {
        if (params.silent) return { accounts: [] }
        await approve(entry)
        permission.permitted = true
      }
      return { accounts: [pageAccount(state.signer)] }
    },
    async 'standard:disconnect'() {
      permission.permitted = false
      return null
    },
    async 'solana:signMessage'(params, entry) {
      const signer = requireAccount(params)
      const message = bytes(params.message, 'message')
      await approve(entry)
      const signature = await signBytes(signer.keyPair.privateKey, message)
      return { signedMessage: [...message], signature: [...signature] }
    },
    async 'solana:signAndSendTransaction'(params, entry) {
      const signer = requireAccount(params)
      const rpc = rpcOf(params.chain)
      let transaction
      try {
        transaction = getTransactionDecoder().decode(bytes(params.transaction, 'transaction'))
      } catch (cause) {
        if (cause instanceof ProviderRpcError) throw cause
        throw new InvalidParamsError('transaction is not a wire transaction.')
      }
      await approve(entry)
      const signed = await signTransaction([signer.keyPair], transaction)
      const signature = await rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send()
      return { signature: [...getBase58Encoder().encode(signature)] }
    },
  }

  async function handle({ method, params, origin }: { method: string; params: unknown; origin: string }): Promise<CoreAnswer> {
    const entry = log.add({ method, params, origin })
    let answer: CoreAnswer
    try {
      const run = Object.hasOwn(methods, method) ? methods[method] : undefined
      if (!run) throw new UnsupportedMethodError(method)
      answer = { result: await run(params && typeof params === 'object' ? (params as Record<string, unknown>) : {}, entry) }
    } catch (error) {
      answer = {
        error:
          error instanceof ProviderRpcError
            ? { code: error.code, message: error.message }
            : { code: -32603, message: error instanceof Error ? error.message : String(error) },
      }
    }
    log.finish(entry, answer)
    return answer
  }

  const settle = async (approved: boolean, timeout = defaultTimeout): Promise<WalletRequest> => {
    const entry = await approvals.settleOldest(approved, timeout)
    await entry.finished
    return structuredClone(entry.record)
  }

  const controls: SolanaTestWallet = {
    get address() {
      return state.signer.address
    },
    accounts: signers.map((signer) => signer.address),
    get mode() {
      return state.mode
    },
    get connected() {
      return permission.permitted
    },
    get requests() {
      return log.list()
    },
    setMode(next) {
      if (next !== 'approve' && next !== 'reject' && next !== 'manual') throw new TestWalletError(`Invalid mode ${JSON.stringify(next)}.`)
      state.mode = next
    },
    approve: (options) => settle(true, options?.timeout),
    reject: (options) => settle(false, options?.timeout),
    waitForRequest: (method, options) => log.waitFor(method, options?.timeout ?? defaultTimeout) as never,
    async setAccount(index) {
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
  return { handle, controls, pageAccounts: () => (permission.permitted ? [pageAccount(state.signer)] : []) }
}
