import { createApprovalQueue } from '../approvalQueue.ts'
import { testMnemonic } from '../constants.ts'
import { InvalidParamsError, ProviderRpcError, TestWalletError, UnauthorizedError, UnsupportedMethodError, UserRejectedRequestError } from '../errors.ts'
import { createRequestLog } from '../requestLog.ts'
import type { PageAccount, Permission } from '../standardWalletSource.ts'
import type { ApprovalMode, RpcErrorObject, WalletRequest } from '../types.ts'
import { type BitcoinKey, deriveBitcoinKeys, describeBitcoinAccount } from './deriveBitcoinKeys.ts'
import { signBip322, signPsbtInputs } from './signing.ts'
import type { BitcoinTestWallet, BitcoinTestWalletOptions } from './types.ts'

const defaultTimeout = 10_000

/** An account as it crosses to the page: its address, public key bytes, chains and features. */
export type BitcoinPageAccount = PageAccount

export type BitcoinCoreAnswer = { result: unknown } | { error: RpcErrorObject }

export type BitcoinWalletCore = {
  handle(request: { method: string; params: unknown; origin: string }): Promise<BitcoinCoreAnswer>
  controls: BitcoinTestWallet
  /** The accounts the page is given now, payment then ordinal (none without its permission). */
  pageAccounts(): BitcoinPageAccount[]
}

const chainOf = { mainnet: 'bitcoin:mainnet', testnet: 'bitcoin:testnet', regtest: 'bitcoin:regtest' } as const

/**
 * The test wallet's Bitcoin half, in Node: payment (P2WPKH) and ordinal (P2TR) keys of the
 * mnemonic, the page's permission, approvals (approve / reject / manual) and the request log. It
 * signs messages with BIP-322 (bip322-js) and PSBT inputs with bitcoinjs-lib. `emit` tells the
 * page's wallet about account changes; `permission` is the page's (default its own).
 */
export function createBitcoinWalletCore(
  options: BitcoinTestWalletOptions,
  emit: (accounts: readonly BitcoinPageAccount[]) => Promise<void>,
  permission: Permission = { permitted: false },
): BitcoinWalletCore {
  const { mnemonic = testMnemonic, mode = 'approve', network = 'testnet' } = options
  const keysOf = deriveBitcoinKeys(mnemonic, network)
  const state = { mode: mode as ApprovalMode, index: options.accountIndex ?? 0 }
  const log = createRequestLog()
  const approvals = createApprovalQueue()
  const keys = () => keysOf(state.index)
  /** Payment first, then ordinal: the order of the purposes the dapp asked for. */
  const pageAccounts = (purposes: readonly string[] = ['payment', 'ordinals']): BitcoinPageAccount[] =>
    purposes.map((purpose) => {
      const key = purpose === 'ordinals' ? keys().ordinal : keys().payment
      const publicKey = [...(purpose === 'ordinals' ? key.publicKey.subarray(1) : key.publicKey)]
      return { address: key.address, publicKey, chains: [chainOf[network]], features: ['bitcoin:signMessage', 'bitcoin:signTransaction'] }
    })
  const bytes = (value: unknown, name: string) => {
    if (!Array.isArray(value) || !value.every((byte) => Number.isInteger(byte) && byte >= 0 && byte <= 255)) throw new InvalidParamsError(`${name} must be bytes.`)
    return Uint8Array.from(value as number[])
  }
  /** The page may use only the addresses it was given. */
  const keyOf = (address: unknown): { key: BitcoinKey; taproot: boolean } => {
    if (!permission.permitted) throw new UnauthorizedError()
    if (address === keys().payment.address) return { key: keys().payment, taproot: false }
    if (address === keys().ordinal.address) return { key: keys().ordinal, taproot: true }
    throw new UnauthorizedError()
  }
  async function approve(entry: ReturnType<typeof log.add>) {
    const approved = state.mode === 'approve' ? true : state.mode === 'reject' ? false : await approvals.wait(entry)
    if (!approved) throw new UserRejectedRequestError()
  }

  const methods: Record<string, (params: Record<string, unknown>, entry: ReturnType<typeof log.add>) => Promise<unknown>> = {
    async 'bitcoin:connect'(params, entry) {
      const purposes = Array.isArray(params.purposes) ? params.purposes : ['payment']
      if (!purposes.length || !purposes.every((purpose) => purpose === 'payment' || purpose === 'ordinals'))
        throw new InvalidParamsError('purposes must list payment and/or ordinals.')
      if (!permission.permitted) {
        await approve(entry)
        permission.permitted = true
      }
      return { accounts: pageAccounts(purposes as string[]) }
    },
    async 'standard:disconnect'() {
      permission.permitted = false
      return null
    },
    async 'bitcoin:signMessage'(params, entry) {
      const { key } = keyOf(params.address)
      const message = bytes(params.message, 'message')
      await approve(entry)
      const signature = Buffer.from(signBip322(key, network, message), 'base64')
      return { signedMessage: [...message], signature: [...signature] }
    },
    async 'bitcoin:signTransaction'(params, entry) {
      if (params.chain !== chainOf[network]) throw new InvalidParamsError(`The test wallet is on ${chainOf[network]}, not ${JSON.stringify(params.chain)}.`)
      const psbt = bytes(params.psbt, 'psbt')
      if (!Array.isArray(params.inputsToSign) || !params.inputsToSign.length) throw new InvalidParamsError('inputsToSign must list inputs.')
      const signings = (params.inputsToSign as { address?: unknown; signingIndexes?: unknown; sigHash?: unknown }[]).map((input) => {
        if (!Array.isArray(input.signingIndexes)) throw new InvalidParamsError('signingIndexes must be a list.')
        return { ...keyOf(input.address), indexes: input.signingIndexes as number[], sigHash: typeof input.sigHash === 'number' ? input.sigHash : undefined }
      })
      await approve(entry)
      return { signedPsbt: [...signPsbtInputs(psbt, network, signings)] }
    },
  }

  async function handle({ method, params, origin }: { method: string; params: unknown; origin: string }): Promise<BitcoinCoreAnswer> {
    const entry = log.add({ method, params, origin })
    let answer: BitcoinCoreAnswer
    try {
      const run = Object.hasOwn(methods, method) ? methods[method] : undefined
      if (!run) throw new UnsupportedMethodError(method)
      answer = { result: await run(params && typeof params === 'object' ? (params as Record<string, unknown>) : {}, entry) }
    } catch (error) {
      answer = {
        error: error instanceof ProviderRpcError ? { code: error.code, message: error.message } : { code: -32603, message: error instanceof Error ? error.message : String(error) },
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

  const controls: BitcoinTestWallet = {
    get account() {
      return describeBitcoinAccount(keys())
    },
    network,
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
    approve: (waitOptions) => settle(true, waitOptions?.timeout),
    reject: (waitOptions) => settle(false, waitOptions?.timeout),
    waitForRequest: (method, waitOptions) => log.waitFor(method, waitOptions?.timeout ?? defaultTimeout) as never,
    async setAccount(index) {
      if (!Number.isSafeInteger(index) || index < 0) throw new TestWalletError(`Invalid account index ${index}.`)
      if (state.index === index) return
      state.index = index
      if (permission.permitted) await emit(pageAccounts())
    },
    async disconnect() {
      if (!permission.permitted) return
      permission.permitted = false
      await emit([])
    },
  }
  return { handle, controls, pageAccounts: () => (permission.permitted ? pageAccounts() : []) }
}
