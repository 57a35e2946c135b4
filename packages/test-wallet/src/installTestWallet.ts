import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { createApprovalQueue } from './approvalQueue.ts'
import { defaultWalletInfo, testMnemonic } from './constants.ts'
import { createInitScript } from './createInitScript.ts'
import { createRequestHandler } from './createRequestHandler.ts'
import { deriveAccounts } from './deriveAccounts.ts'
import { TestWalletError, UnknownChainError, UserRejectedRequestError } from './errors.ts'
import { createRequestLog } from './requestLog.ts'
import { createEip5792 } from './smartAccount/eip5792.ts'
import { createSmartAccounts } from './smartAccount/smartAccounts.ts'
import type { ApprovalMode, InstallTestWalletOptions, TestWallet, WalletChain } from './types.ts'
import { currentChain as currentChainOf, type WalletContext, type WalletState } from './walletState.ts'

const defaultTimeout = 10_000

/**
 * Injects an EIP-1193 wallet into every document of `page` (announced with EIP-6963, and as
 * `window.ethereum` with `legacy: true`). Call it before `page.goto`. The wallet signs with
 * accounts of a mnemonic and sends to the chains' RPCs; its state (permission, chain, account)
 * lives in Node, so it survives reloads. Several wallets can share a page.
 *
 * @example
 * const wallet = await installTestWallet(page, { chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:8545' }] })
 * await page.goto(dappUrl)
 * await page.getByRole('button', { name: 'Connect' }).click()
 * await wallet.waitForRequest('eth_requestAccounts')
 */
export async function installTestWallet(page: Page, options: InstallTestWalletOptions): Promise<TestWallet> {
  const { mnemonic = testMnemonic, accountIndex = 0, mode = 'approve', announce = true, legacy = false } = options
  const chains = options.chains.map(validateChain)
  if (chains.length === 0) throw new TestWalletError('installTestWallet: `chains` must list at least one chain.')
  assertAccountIndex(accountIndex)
  assertMode(mode)

  const account = deriveAccounts(mnemonic)
  const smartAccounts = options.smartAccount ? createSmartAccounts(account) : undefined
  // The Safes' addresses are CREATE2 from canonical factories: the same on every chain.
  if (smartAccounts) for (const index of new Set([...Array(10).keys(), accountIndex])) await smartAccounts.prepare(index, chains[0]!)
  const addressOf = (index: number) => (smartAccounts ? smartAccounts.addressOf(index) : account(index).address)
  const accounts = Array.from({ length: 10 }, (_, index) => addressOf(index))
  const state: WalletState = {
    mode,
    permitted: false,
    permittedAt: 0,
    chainId: chains[0]!.id,
    chains: new Map(chains.map((chain) => [chain.id, chain])),
    accountIndex,
  }

  const bindingName = `__porticoTestWallet_${randomBytes(8).toString('hex')}`
  const dispatcherName = `${bindingName}_emit`
  const log = createRequestLog()
  const approvals = createApprovalQueue()

  const emit: WalletContext['emit'] = async (event, payload) => {
    const expression = `window[${JSON.stringify(dispatcherName)}]?.(${JSON.stringify(event)}, ${JSON.stringify(payload)})`
    // A frame that is navigating or gone just misses the event, like a closed tab would.
    await Promise.all(page.frames().map((frame) => frame.evaluate(expression).catch(() => {})))
  }

  const context: WalletContext = {
    state,
    account,
    address: addressOf,
    signer: async (index, chain) => (smartAccounts ? smartAccounts.accountFor(index, chain) : account(index)),
    smart: smartAccounts ? { accounts: smartAccounts, eip5792: createEip5792(smartAccounts) } : undefined,
    emit,
    async requestApproval(entry) {
      const approved = state.mode === 'approve' ? true : state.mode === 'reject' ? false : await approvals.wait(entry)
      if (!approved) throw new UserRejectedRequestError()
    },
  }
  const handle = createRequestHandler(context, log)

  await page.exposeFunction(bindingName, handle)
  await page.addInitScript(
    createInitScript({
      bindingName,
      dispatcherName,
      info: { ...defaultWalletInfo, ...stripUndefined(options.info ?? {}) },
      announce,
      legacy,
    }),
  )

  const settle = async (approved: boolean, timeout = defaultTimeout) => {
    const entry = await approvals.settleOldest(approved, timeout)
    await entry.finished
    return structuredClone(entry.record)
  }

  return {
    get address() {
      return addressOf(state.accountIndex)
    },
    get owner() {
      return account(state.accountIndex).address
    },
    accounts,
    get chainId() {
      return state.chainId
    },
    get chains() {
      return [...state.chains.values()].map((chain) => ({ ...chain }))
    },
    get mode() {
      return state.mode
    },
    get connected() {
      return state.permitted
    },
    get requests() {
      return log.list()
    },
    setMode(next) {
      assertMode(next)
      state.mode = next
    },
    approve: (options) => settle(true, options?.timeout),
    reject: (options) => settle(false, options?.timeout),
    waitForRequest: (method, options) => log.waitFor(method, options?.timeout ?? defaultTimeout) as never,
    async switchChain(chainId) {
      if (!state.chains.has(chainId)) throw new UnknownChainError(chainId)
      if (state.chainId === chainId) return
      state.chainId = chainId
      await emit('chainChanged', `0x${chainId.toString(16)}`)
    },
    addChain(chain) {
      const valid = validateChain(chain)
      state.chains.set(valid.id, valid)
    },
    async setAccount(index) {
      assertAccountIndex(index)
      if (state.accountIndex === index) return
      if (smartAccounts) await smartAccounts.prepare(index, currentChainOf(state))
      state.accountIndex = index
      if (state.permitted) await emit('accountsChanged', [addressOf(index)])
    },
    async disconnect() {
      if (!state.permitted) return
      state.permitted = false
      await emit('accountsChanged', [])
    },
  }
}

function validateChain(chain: WalletChain): WalletChain {
  if (!chain || !Number.isSafeInteger(chain.id) || chain.id <= 0) {
    throw new TestWalletError(`Invalid chain id ${JSON.stringify(chain?.id)}.`)
  }
  if (typeof chain.rpcUrl !== 'string' || !/^https?:\/\//.test(chain.rpcUrl)) {
    throw new TestWalletError(`Chain ${chain.id}: rpcUrl must be an http(s) URL, got ${JSON.stringify(chain.rpcUrl)}.`)
  }
  if (chain.bundlerUrl !== undefined && !/^https?:\/\//.test(chain.bundlerUrl)) {
    throw new TestWalletError(`Chain ${chain.id}: bundlerUrl must be an http(s) URL, got ${JSON.stringify(chain.bundlerUrl)}.`)
  }
  return {
    id: chain.id,
    rpcUrl: chain.rpcUrl,
    ...(chain.name === undefined ? {} : { name: chain.name }),
    ...(chain.bundlerUrl === undefined ? {} : { bundlerUrl: chain.bundlerUrl }),
  }
}

function assertAccountIndex(index: number): void {
  if (!Number.isSafeInteger(index) || index < 0) throw new TestWalletError(`Invalid account index ${index}.`)
}

function assertMode(mode: ApprovalMode): void {
  if (mode !== 'approve' && mode !== 'reject' && mode !== 'manual') {
    throw new TestWalletError(`Invalid mode ${JSON.stringify(mode)}: expected 'approve', 'reject' or 'manual'.`)
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}
