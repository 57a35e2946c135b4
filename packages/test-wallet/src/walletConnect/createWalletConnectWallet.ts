import { WalletKit } from '@reown/walletkit'
import { createLocalCore } from '@portico/wc-relay/local-core'
import { Core } from '@walletconnect/core'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { numberToHex } from 'viem'
import { createApprovalQueue } from '../approvalQueue.ts'
import { testMnemonic } from '../constants.ts'
import { createRequestHandler } from '../createRequestHandler.ts'
import { deriveAccounts } from '../deriveAccounts.ts'
import { UnknownChainError } from '../errors.ts'
import { createRequestLog } from '../requestLog.ts'
import type { WalletContext, WalletState } from '../walletState.ts'
import { supportedEip155 } from './approvedNamespaces.ts'
import type { WalletConnectProposal, WalletConnectWallet, WalletConnectWalletOptions } from './types.ts'
import { createWaitList } from './waitList.ts'

const DEFAULT_TIMEOUT = 10_000
type Kit = Awaited<ReturnType<typeof WalletKit.init>>
type ProposalEvent = Parameters<Parameters<Kit['on']>[1]>[0] & { id: number; params: any }

/**
 * A WalletConnect wallet for tests: `@reown/walletkit` in Node with accounts of a mnemonic, signing and
 * sending on your devnet. Pair it with the URI your dapp shows, then drive it like the injected test wallet.
 */
export async function createWalletConnectWallet(options: WalletConnectWalletOptions): Promise<WalletConnectWallet> {
  const { relayUrl, projectId = 'portico-dev', localOnly = true } = options
  const storagePrefix = options.storagePrefix ?? `test-wallet-${globalThis.crypto.randomUUID()}`
  const account = deriveAccounts(options.mnemonic ?? testMnemonic)
  const state: WalletState = {
    mode: options.mode ?? 'approve',
    permitted: false,
    permittedAt: 0,
    chainId: options.chains[0]!.id,
    chains: new Map(options.chains.map((chain) => [chain.id, { ...chain }])),
    accountIndex: options.accountIndex ?? 0,
  }
  const core = localOnly
    ? createLocalCore({ relayUrl, projectId, customStoragePrefix: storagePrefix, storageOptions: options.storageOptions })
    : new Core({ projectId, relayUrl, customStoragePrefix: storagePrefix, storageOptions: options.storageOptions ?? { database: ':memory:' } })
  const kit = await WalletKit.init({
    core,
    metadata: { name: options.name ?? 'Portico Test Wallet', description: 'WalletConnect test wallet', url: 'http://127.0.0.1', icons: [] },
  })

  const address = () => account(state.accountIndex).address
  const sessions = () => Object.keys(kit.getActiveSessions())
  // Sessions restored from storage (a reloaded browser wallet) keep their permission.
  state.permitted = sessions().length > 0
  const supported = () => supportedEip155([...state.chains.keys()], state.chainId, address())

  const log = createRequestLog()
  const approvals = createApprovalQueue()
  const proposals = createWaitList<ProposalEvent>()
  const proposalsForTest = createWaitList<WalletConnectProposal>()
  const settled = createWaitList<string>()

  /** Puts every known chain and the current account into each session. */
  async function updateSessions() {
    for (const topic of sessions()) {
      await kit.updateSession({ topic, namespaces: { eip155: supported() } })
    }
  }

  const emit: WalletContext['emit'] = async (event, payload) => {
    if (event === 'chainChanged') await updateSessions()
    if (event === 'accountsChanged' && Array.isArray(payload) && payload.length) await updateSessions()
    const data = event === 'chainChanged' ? Number(payload) : payload
    for (const topic of sessions()) {
      await kit.emitSessionEvent({ topic, event: { name: event, data }, chainId: `eip155:${state.chainId}` })
    }
  }
  const context: WalletContext = {
    state,
    account,
    address: (index) => account(index).address,
    signer: async (index) => account(index),
    emit,
    async requestApproval(entry) {
      const approved = state.mode === 'approve' ? true : state.mode === 'reject' ? false : await approvals.wait(entry)
      if (!approved) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    },
  }
  const handle = createRequestHandler(context, log)

  async function answerProposal(event: ProposalEvent, approved: boolean): Promise<string | undefined> {
    if (!approved) {
      await kit.rejectSession({ id: event.id, reason: getSdkError('USER_REJECTED') })
      return undefined
    }
    let namespaces
    try {
      namespaces = buildApprovedNamespaces({ proposal: event.params, supportedNamespaces: { eip155: supported() } })
    } catch {
      namespaces = undefined
    }
    if (!namespaces?.eip155?.chains?.length) {
      // Like a real wallet: none of the requested chains is one it knows.
      await kit.rejectSession({ id: event.id, reason: getSdkError('UNSUPPORTED_CHAINS') })
      return undefined
    }
    const session = await kit.approveSession({ id: event.id, namespaces })
    state.permitted = true
    state.permittedAt = Date.now()
    settled.push(session.topic)
    return session.topic
  }

  kit.on('session_proposal', (event: ProposalEvent) => {
    const p = event.params
    const chains = [
      ...Object.values(p.requiredNamespaces ?? {}).flatMap((n: any) => n.chains ?? []),
      ...Object.values(p.optionalNamespaces ?? {}).flatMap((n: any) => n.chains ?? []),
    ] as string[]
    proposalsForTest.push({ id: event.id, proposer: p.proposer.metadata, chains })
    if (state.mode === 'manual') proposals.push(event)
    else void answerProposal(event, state.mode === 'approve').catch(() => {})
  })

  kit.on('session_request', async ({ id, topic, params }) => {
    const requestChain = Number(String(params.chainId).split(':')[1])
    // WalletConnect requests name their chain: answer on that chain (no event, the dapp chose it).
    if (state.chains.has(requestChain)) state.chainId = requestChain
    const answer = await handle({ method: params.request.method, params: params.request.params ?? [], origin: topic })
    const response =
      'error' in answer ? { id, jsonrpc: '2.0', error: answer.error } : { id, jsonrpc: '2.0', result: answer.result }
    await kit.respondSessionRequest({ topic, response: response as any })
  })

  kit.on('session_delete', () => {
    if (sessions().length === 0) state.permitted = false
  })

  const timeoutOf = (o?: { timeout?: number }) => o?.timeout ?? DEFAULT_TIMEOUT

  return {
    get address() {
      return address()
    },
    get chainId() {
      return state.chainId
    },
    get mode() {
      return state.mode
    },
    get sessions() {
      return sessions()
    },
    get requests() {
      return log.list()
    },
    setMode(mode) {
      state.mode = mode
    },
    async pair(uri) {
      await kit.pair({ uri })
    },
    waitForProposal: (o) => proposalsForTest.take(timeoutOf(o), 'session proposal'),
    async approveSession(o) {
      return (await answerProposal(await proposals.take(timeoutOf(o), 'session proposal'), true))!
    },
    async rejectSession(o) {
      await answerProposal(await proposals.take(timeoutOf(o), 'session proposal'), false)
    },
    waitForSession: (o) => settled.take(timeoutOf(o), 'session'),
    async approve(o) {
      const entry = await approvals.settleOldest(true, timeoutOf(o))
      await entry.finished
      return { ...entry.record }
    },
    async reject(o) {
      const entry = await approvals.settleOldest(false, timeoutOf(o))
      await entry.finished
      return { ...entry.record }
    },
    waitForRequest: (method, o) => log.waitFor(method, timeoutOf(o)) as Promise<any>,
    async switchChain(chainId) {
      if (!state.chains.has(chainId)) throw new UnknownChainError(chainId)
      // Always emitted: the dapp may have moved to another approved chain without asking the wallet.
      state.chainId = chainId
      await emit('chainChanged', numberToHex(chainId))
    },
    async setAccount(index) {
      if (state.accountIndex === index) return
      state.accountIndex = index
      if (state.permitted) await emit('accountsChanged', [address()])
    },
    async disconnect() {
      for (const topic of sessions()) await kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
      state.permitted = false
    },
    async close() {
      await core.relayer.transportClose().catch(() => {})
    },
  }
}

