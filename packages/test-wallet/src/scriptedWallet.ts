import { createApprovalQueue } from './approvalQueue.ts'
import { ProviderRpcError, TestWalletError, UnsupportedMethodError, UserRejectedRequestError } from './errors.ts'
import { createRequestLog, type RequestLogEntry } from './requestLog.ts'
import type { ApprovalMode, RpcErrorObject, WaitOptions, WalletRequest } from './types.ts'

const defaultTimeout = 10_000

/** The wallet's answer to one request from the page. */
export type WalletAnswer = { result: unknown } | { error: RpcErrorObject }

/** One method of a scripted wallet: its params (an object), and `approve()` to ask the test. */
export type ScriptedMethod = (params: Record<string, unknown>, approve: () => Promise<void>) => Promise<unknown>

/** The controls every scripted wallet has (mode, approvals, the request log). */
export type ScriptedControls = {
  readonly mode: ApprovalMode
  /** Every request the page sent, oldest first (copies). */
  readonly requests: readonly WalletRequest[]
  setMode(mode: ApprovalMode): void
  /** Approves the oldest request waiting for approval (waits for one to arrive), and resolves once it is answered. */
  approve(options?: WaitOptions): Promise<WalletRequest>
  /** Rejects (4001) the oldest request waiting for approval. */
  reject(options?: WaitOptions): Promise<WalletRequest>
  /** Resolves with the params of the oldest request of `method` not yet returned. */
  waitForRequest<TParams = unknown>(method: string, options?: WaitOptions): Promise<TParams>
}

/**
 * The part the Solana, Bitcoin, Polkadot and Cosmos test wallets share: a request log, approvals like the EVM
 * wallet's (approve / reject / manual), and `handle`, which runs a method and turns what it threw
 * into `{ error: { code, message } }` for the page.
 */
export function createScriptedWallet(options: { mode?: ApprovalMode | undefined; methods: Record<string, ScriptedMethod> }) {
  const log = createRequestLog()
  const approvals = createApprovalQueue()
  let mode: ApprovalMode = options.mode ?? 'approve'

  async function ask(entry: RequestLogEntry) {
    const approved = mode === 'approve' ? true : mode === 'reject' ? false : await approvals.wait(entry)
    if (!approved) throw new UserRejectedRequestError()
  }

  async function handle({ method, params, origin }: { method: string; params: unknown; origin: string }): Promise<WalletAnswer> {
    const entry = log.add({ method, params, origin })
    let answer: WalletAnswer
    try {
      const run = Object.hasOwn(options.methods, method) ? options.methods[method] : undefined
      if (!run) throw new UnsupportedMethodError(method)
      const given = params && typeof params === 'object' ? (params as Record<string, unknown>) : {}
      answer = { result: await run(given, () => ask(entry)) }
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

  const controls: ScriptedControls = {
    get mode() {
      return mode
    },
    get requests() {
      return log.list()
    },
    setMode(next) {
      if (next !== 'approve' && next !== 'reject' && next !== 'manual') throw new TestWalletError(`Invalid mode ${JSON.stringify(next)}.`)
      mode = next
    },
    approve: (wait) => settle(true, wait?.timeout),
    reject: (wait) => settle(false, wait?.timeout),
    waitForRequest: (method, wait) => log.waitFor(method, wait?.timeout ?? defaultTimeout) as never,
  }
  return { handle, controls }
}

/**
 * Copies `base`'s accessors and methods onto `extra` (a getter stays a getter), so a wallet's
 * controls are the shared ones plus its own.
 */
export function withControls<T extends object>(base: ScriptedControls, extra: T): ScriptedControls & T {
  return Object.defineProperties(extra, Object.getOwnPropertyDescriptors(base)) as ScriptedControls & T
}
