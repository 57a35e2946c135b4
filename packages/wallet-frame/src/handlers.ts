import { classifyRpcMethod } from '@portico/core'
import { type AppRequestName, type AppRequestPayload, type FrameSuccessPayload, localeDirection, matchLocale } from '@portico/core/internal'
import { type Api, ApiError } from './api.ts'
import { type ApprovalRequest, askApproval } from './approval.ts'
import { createApprovalQueue } from './approvalQueue.ts'
import { UserRejectedError } from './errors.ts'
import { describeRequest } from './describeRequest.ts'
import { simulationRows } from './simulation.ts'
import { typedDataRows } from './typedDataReview.ts'
import { actingRows } from './actingRows.ts'
import { exportKey } from './exportKey.ts'
import { manageSessions } from './sessions.ts'
import { toSignRequest } from './signRequest.ts'
import { createSmartAccounts } from './smartAccounts.ts'
import { awaitSocialOutcome } from './socialLogin.ts'
import { awaitFarcasterSignIn, startFarcasterSignIn } from './farcasterLogin.ts'
import { updateEmail } from './updateEmail.ts'
import { passkeyLogin } from './passkeyLogin.ts'
import { sendPasskeyStep } from './sendPasskey.ts'
import { screenSlot } from './screenSlot.ts'
import { loadTranslate } from './i18n/translate.ts'
import type { Logger } from './logger.ts'
import type { FrameStorage } from './storage.ts'

type Handlers = { [N in AppRequestName]: (payload: AppRequestPayload<N>) => Promise<FrameSuccessPayload<N>> }

export type FrameState = {
  api: Api
  storage: FrameStorage
  logger: Logger
  parentOrigin: string
  /** The Portico server's origin: the social login's callback page posts from there. */
  apiOrigin: string
  approvalRoot: HTMLElement
  /** Tells the host to show (or hide) the frame while the approval controls are up. */
  setApprovalOpen(open: boolean): void
  /** The chain the host is on (query `chainId`, then SWITCH_NETWORK). */
  chainId: string
}

/** Polls a login waiting for its device link (the frame's CONNECT_DEVICE; the host's 120 s timeout bounds it). */
const devicePollMs = 1_000

/**
 * The frame's answer to each app request. Login state (the attempt waiting for its code) lives in
 * memory; the session token in the frame origin's storage; nothing secret is ever in a reply.
 */
export function createHandlers(state: FrameState): Handlers {
  let login: { email: string; loginId: string; action: 'VERIFY_DEVICE' | 'VERIFY_OTP' } | undefined
  /** The social login started last (its id never leaves the frame), and the wait for its outcome. */
  let social: { loginId: string; waiting?: AbortController } | undefined
  /** The Farcaster sign-in started last (its id never leaves the frame), and the wait for it. */
  let farcaster: { loginId: string; pollSecret: string; waiting?: AbortController } | undefined
  let appName: string | undefined
  /** The frame's own screens (the host never sees what is typed there): e-mail change, sessions, export, passkey login. */
  const updating = screenSlot()
  const listing = screenSlot()
  const exporting = screenSlot()
  const passkeying = screenSlot()
  /** The frame's texts: the host's active locale once it said it (SYNC_LOCALE), the browser's language before (loaded on demand). */
  let texts = loadTranslate(navigator.language)
  /** The texts for a screen: the locale the request names, else the frame's. */
  const textsFor = (locale: string | undefined) => (locale ? loadTranslate(locale) : texts)
  /** Signing requests, shown one at a time in arrival order (a new one never replaces the open one). */
  const approvals = createApprovalQueue<ApprovalRequest>({
    show: async (request, { signal, waiting }) => askApproval(state.approvalRoot, await texts, request, { signal, waiting }),
    setOpen: state.setApprovalOpen,
  })

  const smartAccounts = createSmartAccounts({ api: state.api, storage: state.storage, chainId: () => state.chainId })
  const user = async (chainId = state.chainId) => {
    const { user } = await state.api.me()
    return { ...(await smartAccounts.user(user, chainId)), chainId: Number(chainId) }
  }

  return {
    async CONNECT_EMAIL({ email }) {
      const normalized = email.trim().toLowerCase()
      // Asking again for the same address while a code is awaited: a new code for the same attempt.
      if (login && login.email === normalized && login.action === 'VERIFY_OTP') {
        await state.api.resend(login.loginId)
        return { action: 'VERIFY_OTP' }
      }
      const answer = await state.api.startLogin({ email: normalized, parentOrigin: state.parentOrigin })
      login = answer.loginId && answer.action !== 'CONNECT' ? { email: normalized, loginId: answer.loginId, action: answer.action } : undefined
      return { action: answer.action }
    },
    async CONNECT_DEVICE() {
      if (!login) throw new Error('No login is waiting for a device approval')
      for (;;) {
        const { action } = await state.api.loginStatus(login.loginId)
        if (action === 'VERIFY_OTP') {
          login = { ...login, action }
          return {}
        }
        await new Promise((resolve) => setTimeout(resolve, devicePollMs))
      }
    },
    async CONNECT_OTP({ otp }) {
      if (!login || login.action !== 'VERIFY_OTP') throw new Error('No login is waiting for a code')
      await state.api.verifyOtp(login.loginId, otp)
      login = undefined
      return {}
    },
    async GET_SOCIAL_REDIRECT_URI({ provider, returnTo }) {
      social?.waiting?.abort(new Error('Request was aborted'))
      const { loginId, url } = await state.api.startSocial(provider, state.parentOrigin, returnTo)
      social = { loginId }
      return { uri: url }
    },
    async RESUME_SOCIAL({ result }) {
      // The attempt is the one the start's cookie names (this frame is a new one; its storage may be blocked).
      await state.api.resumeSocial(result)
      return {}
    },
    async CONNECT_SOCIAL() {
      if (!social) throw new Error('No social login was started')
      social.waiting?.abort(new Error('Request was aborted'))
      const current = social
      current.waiting = new AbortController()
      try {
        await awaitSocialOutcome(state.api, { loginId: current.loginId, apiOrigin: state.apiOrigin, signal: current.waiting.signal })
      } finally {
        if (social === current) social = undefined
      }
      return {}
    },
    async GET_FARCASTER_URI() {
      farcaster?.waiting?.abort(new Error('Request was aborted'))
      // The poll secret stays in the frame: the host page gets the URL only.
      const { loginId, pollSecret, url, expiresAt } = await startFarcasterSignIn(state.api, state.parentOrigin)
      farcaster = { loginId, pollSecret }
      return { url, expiresAt }
    },
    async CONNECT_FARCASTER() {
      if (!farcaster) throw new Error('No Farcaster sign-in was started')
      farcaster.waiting?.abort(new Error('Request was aborted'))
      const current = farcaster
      current.waiting = new AbortController()
      try {
        await awaitFarcasterSignIn(state.api, { loginId: current.loginId, pollSecret: current.pollSecret, signal: current.waiting.signal })
      } finally {
        if (farcaster === current) farcaster = undefined
      }
      return {}
    },
    async CONNECT_FARCASTER_ABORT() {
      farcaster?.waiting?.abort(new Error('Request was aborted'))
      return {}
    },
    async GET_USER(payload) {
      if (payload?.chainId !== undefined) setChain(String(payload.chainId))
      return user()
    },
    async IS_CONNECTED() {
      try {
        await state.api.me()
        return { isConnected: true }
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return { isConnected: false }
        throw error
      }
    },
    async UPDATE_EMAIL({ locale }) {
      return updating.run(async (signal) => {
        const { user } = await state.api.me()
        return { email: await updateEmail(state.approvalRoot, { api: state.api, t: await textsFor(locale), email: user.email ?? '' }, signal) }
      })
    },
    async UPDATE_EMAIL_ABORT() {
      updating.abort()
      return {}
    },
    async SESSIONS({ locale }) {
      return listing.run(async (signal) => {
        const chosen = locale ?? navigator.language
        const deps = { api: state.api, t: await textsFor(locale), locale: chosen, parentOrigin: state.parentOrigin, apiOrigin: state.apiOrigin }
        const signedOut = await manageSessions(state.approvalRoot, deps, signal)
        if (signedOut) {
          approvals.abortAll(new Error('Signed out'))
          exporting.abort(new Error('Signed out'))
          updating.abort(new Error('Signed out'))
          login = undefined
        }
        return { signedOut }
      })
    },
    async SESSIONS_ABORT() {
      listing.abort()
      return {}
    },
    async EXPORT_KEY({ locale }) {
      return exporting.run(async (signal) => {
        const { user } = await state.api.me()
        return { exported: await exportKey(state.approvalRoot, { api: state.api, t: await textsFor(locale), email: user.email ?? '' }, signal) }
      })
    },
    async EXPORT_KEY_ABORT() {
      exporting.abort()
      return {}
    },
    async CONNECT_PASSKEY({ locale }) {
      // The ceremony starts from the person's click on this screen, in the frame: never from the host's request.
      return passkeying.run(async (signal) => ({ connected: await passkeyLogin(state.approvalRoot, { api: state.api, t: await textsFor(locale), parentOrigin: state.parentOrigin, locale: locale ?? navigator.language }, signal) }))
    },
    async CONNECT_PASSKEY_ABORT() {
      passkeying.abort()
      return {}
    },
    async SIGN_OUT() {
      approvals.abortAll(new Error('Signed out'))
      exporting.abort(new Error('Signed out'))
      updating.abort(new Error('Signed out'))
      listing.abort(new Error('Signed out'))
      passkeying.abort(new Error('Signed out'))
      try {
        await state.api.signOut()
      } finally {
        login = undefined
      }
      return {}
    },
    async GET_CHAIN_ID() {
      return { chainId: Number(state.chainId) }
    },
    async SWITCH_NETWORK({ chainId }) {
      setChain(String(chainId))
      return { chainId: Number(state.chainId) }
    },
    async GET_SMART_ACCOUNT_NETWORKS() {
      return { smartAccountEnabledNetworks: await smartAccounts.networks() }
    },
    async INIT_SMART_ACCOUNT() {
      return smartAccounts.init()
    },
    async SET_PREFERRED_ACCOUNT({ type }) {
      return smartAccounts.setPreferred(type, (await state.api.me()).user.address)
    },
    async RPC_REQUEST({ method, params }) {
      if (method === 'wallet_getCapabilities' || method === 'wallet_getCallsStatus') return answerCallsRead(method, params)
      const kind = classifyRpcMethod(method)
      if (kind === 'refused') {
        state.logger.warn('W3mFrame: refused RPC method', { method })
        throw new Error(`The method ${method} is not allowed`)
      }
      if (kind === 'safe') throw new Error(`The host sends ${method} to the chain, not to the frame`)
      const acting = await smartAccounts.acting()
      // The EOA has no batches: the host sends one transaction per call instead (its EIP-5792 fallback).
      if (method === 'wallet_sendCalls' && acting.type !== 'smartAccount') throw new Error('This account does not support wallet_sendCalls')
      const request = toSignRequest(method, params, state.chainId, acting.type)
      const described = describeRequest(await texts, method, params, state.chainId, state.parentOrigin)
      const eoa = acting.type === 'eoa' && acting.smart ? (await state.api.me()).user.address : undefined
      const review = { method, params, chainId: state.chainId, from: acting.type === 'smartAccount' ? acting.smart?.address : eoa }
      const simulated = await (method === 'eth_signTypedData_v4' ? typedDataRows(state.api, await texts, review) : simulationRows(state.api, await texts, review))
      // Above the wallet's send limit, Approve asks for the passkey first (the server refuses the send without it).
      const passkey = await sendPasskeyStep(state.api, await texts, request)
      const warnings = [...simulated.warnings, ...(described.warnings ?? []), ...(passkey ? [passkey.warning] : [])]
      const approved = await approvals.ask({ ...described, rows: [...actingRows(await texts, acting, eoa), ...simulated.rows, ...described.rows], warnings, danger: simulated.danger || described.danger === true, origin: state.parentOrigin, appName, confirm: passkey?.confirm })
      if (!approved) throw new UserRejectedError()
      const result = await state.api.sign(passkey ? passkey.withProof() : request)
      if ('id' in result) return { id: result.id }
      return 'signature' in result ? result.signature : result.hash
    },
    async RPC_ABORT() {
      approvals.abortAll(new Error('Request was aborted'))
      return {}
    },
    async SYNC_DAPP_DATA({ metadata }) {
      appName = metadata?.name
      return {}
    },
    async SYNC_LOCALE({ locale }) {
      texts = loadTranslate(locale)
      document.documentElement.lang = locale
      document.documentElement.dir = localeDirection(matchLocale(locale))
      return {}
    },
    async SYNC_THEME({ themeMode }) {
      if (themeMode) document.documentElement.dataset.theme = themeMode
      return {}
    },
  }

  /** EIP-5792 reads: atomic batches while the smart account acts here; a batch's status from the server (its UserOperation). */
  async function answerCallsRead(method: 'wallet_getCapabilities' | 'wallet_getCallsStatus', params: unknown) {
    if (method === 'wallet_getCallsStatus') return state.api.callsStatus(Number(state.chainId), String((Array.isArray(params) ? params[0] : undefined) ?? ''))
    const { type } = await smartAccounts.acting()
    if (type !== 'smartAccount') return {}
    return { [`0x${Number(state.chainId).toString(16)}`]: { atomic: { status: 'supported' } } }
  }

  function setChain(chainId: string) {
    state.chainId = chainId
    state.storage.setChainId(chainId)
  }
}
