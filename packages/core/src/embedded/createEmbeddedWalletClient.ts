import { EmailCooldownError, InvalidEmailError } from './emailLoginErrors'
import { FrameRequestError, RpcRequestAbortedError, RpcRequestRejectedError } from './errors'
import { createKeyedStorage } from '../storage/createKeyedStorage'
import type { Storage } from '../storage/types'
import { loginCacheStorageKeys } from '../storage/loginCacheStorageKeys'
import { storageKeys } from '../storage/storageKeys'
import { EMBEDDED_WALLET } from './constants'
import { createFrameChannel, type CreateFrameChannelParameters } from './createFrameChannel'
import { isEmailAddress } from './emailAddress'
import { preferredAccountTypes } from './preferredAccountTypes'
import type { AppRequestPayload, EmbeddedUser } from './frameProtocol'
import { classifyRpcMethod } from './rpcMethods'
import { rememberSocial } from './rememberSocial'
import { screenRequest } from './screenRequest'

export type CreateEmbeddedWalletClientParameters = Omit<CreateFrameChannelParameters, 'onEvent'> & {
  /** The kit's storage, where the spec's e-mail login keys go (§3). */
  storage: Storage
  now?: (() => number) | undefined
}

/** The host side of the embedded wallet: the e-mail login steps, the user, RPC requests and sign-out, over the frame. */
export type EmbeddedWalletClient = ReturnType<typeof createEmbeddedWalletClient>

/**
 * Drives the wallet frame for the host page: it never sees a key or a session token, only
 * actions, the user (addresses) and RPC results. Writes the spec's login cache (§3, §4).
 */
export function createEmbeddedWalletClient(parameters: CreateEmbeddedWalletClientParameters) {
  const storage = createKeyedStorage(parameters.storage)
  const chosenTypes = preferredAccountTypes(storage)
  const now = parameters.now ?? Date.now
  const approvalListeners = new Set<(open: boolean) => void>()
  const userListeners = new Set<(user: EmbeddedUser | undefined) => void>()
  const tellUser = (user: EmbeddedUser | undefined) => {
    for (const listener of userListeners) listener(user)
  }
  const channel = createFrameChannel({
    ...parameters,
    onEvent(name, payload) {
      if (name === 'APPROVAL') for (const listener of approvalListeners) listener((payload as { open: boolean }).open)
    },
  })
  /** A user the frame answered: its chain is the last used, and listeners hear of it. */
  const toldUser = (user: EmbeddedUser) => {
    storage.set(storageKeys.lastUsedChain, String(user.chainId))
    tellUser(user)
    return user
  }
  /** Unsafe requests still open, so closing the modal can abort them (spec §4). */
  const open = new Map<AbortController, string>()

  return {
    frame: channel.element,
    ready: () => channel.ready(),

    /**
     * Starts an e-mail login. Refused within 30 s of the previous trigger (spec §5), before the frame is asked.
     *
     * @throws {InvalidEmailError} {EmailCooldownError}
     */
    async connectEmail(email: string) {
      const address = email.trim()
      if (!isEmailAddress(address)) throw new InvalidEmailError()
      const last = storage.get<number>(storageKeys.lastEmailLoginTime, (v): v is number => typeof v === 'number')
      const left = last === undefined ? 0 : last + EMBEDDED_WALLET.emailCooldownMs - now()
      if (left > 0) throw new EmailCooldownError({ retryAfter: Math.ceil(left / 1000) })
      const answer = await channel.request('CONNECT_EMAIL', { email: address })
      if (answer.action !== 'CONNECT') storage.set(storageKeys.lastEmailLoginTime, now())
      storage.set(storageKeys.email, address.toLowerCase())
      return answer
    },
    /** Resolves once the device link was followed (the frame then waits for the code). */
    async connectDevice() {
      await channel.request('CONNECT_DEVICE', {})
    },
    /** Checks the mailed code; on success the login cache is written (spec §4). */
    async connectOtp(otp: string) {
      await channel.request('CONNECT_OTP', { otp })
      storage.set(storageKeys.emailLoginUsed, true)
      storage.remove(storageKeys.lastEmailLoginTime)
    },
    /**
     * A social login: the provider's URL for the popup (the frame starts the login with the server;
     * the host opens the URL, in a popup it opened on the click, since it cannot wait for the frame
     * first). Then `connectSocial` waits for the outcome.
     */
    async socialRedirectUri(provider: string, options: { returnTo?: string | undefined } = {}) {
      return (await channel.request('GET_SOCIAL_REDIRECT_URI', { provider, ...(options.returnTo === undefined ? {} : { returnTo: options.returnTo }) })).uri
    },
    /**
     * Back from a same-tab login (started with `returnTo`): hands the frame the one-time result the
     * server put in this page's address (the frame redeems it with the attempt id only it kept),
     * then as `connectSocial`.
     */
    async resumeSocial(result: string) {
      await channel.request('RESUME_SOCIAL', { result })
      return this.connectedSocial()
    },
    /**
     * Resolves once the social login started by `socialRedirectUri` ends in a session (the provider's
     * page hands its outcome to the frame, never to this page); writes the login cache (spec §3: the
     * social username). Rejects with the server's code (`embedded_social_denied`…) otherwise.
     */
    async connectSocial() {
      await channel.request('CONNECT_SOCIAL', {})
      return this.connectedSocial()
    },
    /** After a social login: the user, and the login cache written (spec §3: the social username). */
    async connectedSocial() {
      const user = await this.getUser()
      storage.remove(storageKeys.email)
      rememberSocial(storage, user)
      storage.set(storageKeys.emailLoginUsed, true)
      return user
    },
    /**
     * Sign In With Farcaster: the frame has the server open a relay channel; answers its sign-in URL
     * (for the QR code and the deep link) and when it expires. Then `connectFarcaster` waits.
     */
    async farcasterUri() {
      return channel.request('GET_FARCASTER_URI', {})
    },
    /**
     * Resolves once the person approved in their Farcaster app and the server verified it (the frame
     * polls; the session is the frame's); writes the login cache as `connectSocial` does. Rejects with
     * the server's code (`embedded_farcaster_expired`…); `signal` stops the wait in the frame too.
     */
    async connectFarcaster({ signal }: { signal?: AbortSignal | undefined } = {}) {
      const onAbort = () => void channel.request('CONNECT_FARCASTER_ABORT', {}).catch(() => undefined)
      signal?.addEventListener('abort', onAbort, { once: true })
      try {
        await channel.request('CONNECT_FARCASTER', {}, { timeoutMs: EMBEDDED_WALLET.farcasterTimeoutMs, ...(signal ? { signal } : {}) })
      } finally {
        signal?.removeEventListener('abort', onAbort)
      }
      const user = await this.getUser()
      storage.remove(storageKeys.email)
      rememberSocial(storage, user)
      storage.set(storageKeys.emailLoginUsed, true)
      return user
    },
    /**
     * Opens the frame's own "Log in with a passkey" screen (issue 40): the person picks there to
     * sign in with a passkey or to make a new wallet with one, and the ceremony runs in the frame,
     * on its origin. Resolves with the user once a session was made (the login cache written as
     * after a social login), or `undefined` when the visitor closed the screen; rejects when the
     * frame could not show it. `signal` closes the screen.
     */
    async connectPasskey(options: { locale?: string | undefined; signal?: AbortSignal | undefined } = {}) {
      const { connected } = await screenRequest(channel, 'CONNECT_PASSKEY', options)
      return connected ? this.connectedSocial() : undefined
    },
    /**
     * Opens the frame's own e-mail change screens (spec §4): the new address and both mailed codes
     * are typed there, on the frame's origin, never on this page. Resolves with the new address once
     * the change is done (the login cache and the user then say so), or `null` when the visitor
     * cancels; `signal` closes the screens.
     */
    async updateEmail(options: { locale?: string | undefined; signal?: AbortSignal | undefined } = {}) {
      const { email } = await screenRequest(channel, 'UPDATE_EMAIL', options)
      if (email) {
        storage.set(storageKeys.email, email)
        // The user with its new address reaches the listeners when the frame answers; nothing waits on it.
        void this.getUser().catch(() => undefined)
      }
      return { email }
    },
    /**
     * Opens the frame's list of the wallet's sessions, with "Sign out everywhere". Resolves when the
     * visitor closes it; `signedOut`: every session of the wallet ended, this one too (the login
     * cache is then cleared and the user is gone). `signal` closes the list.
     */
    async manageSessions(options: { locale?: string | undefined; signal?: AbortSignal | undefined } = {}) {
      const answer = await screenRequest(channel, 'SESSIONS', options)
      if (answer.signedOut) {
        storage.clear(loginCacheStorageKeys)
        tellUser(undefined)
      }
      return answer
    },
    /**
     * Opens the frame's own export screens: it mails a fresh code, asks for it and shows the key
     * there, on its origin. Resolves when the visitor closes them (`exported`: the key was shown);
     * the key never comes to this page. `signal` closes them.
     */
    async exportKey(options: { locale?: string | undefined; signal?: AbortSignal | undefined } = {}) {
      return screenRequest(channel, 'EXPORT_KEY', options)
    },
    /** The user on `chainId` (default: the frame's chain), with the account type chosen there restored if the frame forgot it. */
    async getUser(chainId?: number | string): Promise<EmbeddedUser> {
      let user = await channel.request('GET_USER', chainId === undefined ? {} : { chainId })
      const chosen = chosenTypes.get(user.chainId)
      if (chosen && chosen !== user.preferredAccountType && user.accounts.some((account) => account.type === 'smartAccount')) {
        await channel.request('SET_PREFERRED_ACCOUNT', { type: chosen })
        user = await channel.request('GET_USER', {})
      }
      return toldUser(user)
    },
    async isConnected() {
      return (await channel.request('IS_CONNECTED', {})).isConnected
    },
    async switchNetwork(chainId: number | string) {
      const { chainId: current } = await channel.request('SWITCH_NETWORK', { chainId })
      storage.set(storageKeys.lastUsedChain, String(current))
      return current
    },
    /**
     * A signing or sending request: the frame shows it to the visitor, who approves or rejects it
     * there. Safe and refused methods never reach the frame (the provider handles them).
     */
    async request({ method, params }: { method: string; params?: unknown }) {
      if (classifyRpcMethod(method) !== 'approval') throw new Error(`${method} does not go to the frame`)
      const controller = new AbortController()
      open.set(controller, method)
      try {
        return await channel.request('RPC_REQUEST', { method, params }, { timeoutMs: EMBEDDED_WALLET.approvalTimeoutMs, signal: controller.signal })
      } catch (error) {
        if (error instanceof FrameRequestError && error.code === 'user_rejected') throw new RpcRequestRejectedError({ method, cause: error })
        throw error
      } finally {
        open.delete(controller)
      }
    },
    /**
     * A read the frame answers (no approval): EIP-5792 `wallet_getCapabilities` (atomic batches
     * when the smart account acts) and `wallet_getCallsStatus` (a batch the smart account sent).
     */
    async query({ method, params }: { method: 'wallet_getCapabilities' | 'wallet_getCallsStatus'; params?: unknown }) {
      return channel.request('RPC_REQUEST', { method, params })
    },
    /** The chains the smart account is offered on (spec §7); kept under the spec's storage key. */
    async getSmartAccountNetworks() {
      const { smartAccountEnabledNetworks } = await channel.request('GET_SMART_ACCOUNT_NETWORKS', {})
      storage.set(storageKeys.smartAccountEnabledNetworks, smartAccountEnabledNetworks)
      return smartAccountEnabledNetworks
    },
    /** The smart account on the frame's chain: its address and whether it is deployed (spec §7). */
    initSmartAccount: () => channel.request('INIT_SMART_ACCOUNT', {}),
    /** Makes the EOA or the smart account act on the current chain (spec §7); the user is read again, so listeners see the new address. */
    async setPreferredAccount(type: 'eoa' | 'smartAccount') {
      await channel.request('SET_PREFERRED_ACCOUNT', { type })
      const user = await channel.request('GET_USER', {})
      chosenTypes.set(user.chainId, type)
      return toldUser(user)
    },
    /** The modal closed: open signing requests end with 'Request was aborted' (safe ones never come here). */
    abortOpenRequests() {
      if (open.size === 0) return
      for (const [controller, method] of open) controller.abort(new RpcRequestAbortedError({ method }))
      void channel.request('RPC_ABORT', {}).catch(() => undefined)
    },
    /** Tells the frame which app it serves (its approval screens name it); sent once the frame is ready. */
    async syncDappData(payload: AppRequestPayload<'SYNC_DAPP_DATA'>) {
      await channel.request('SYNC_DAPP_DATA', payload)
    },
    /** The modal's light or dark theme, for the frame's own screens. */
    async syncTheme(themeMode: 'light' | 'dark') {
      await channel.request('SYNC_THEME', { themeMode })
    },
    /** The host's active locale, for the frame's own screens (approvals, key export). */
    async syncLocale(locale: string) {
      await channel.request('SYNC_LOCALE', { locale })
    },
    /** Whether signing requests are open (the modal keeps ApproveTransaction up meanwhile). */
    hasOpenRequests: () => open.size > 0,
    /** The user as last read (GET_USER), and `undefined` after sign-out. */
    onUser(listener: (user: EmbeddedUser | undefined) => void) {
      userListeners.add(listener)
      return () => void userListeners.delete(listener)
    },
    onApproval(listener: (open: boolean) => void) {
      approvalListeners.add(listener)
      return () => void approvalListeners.delete(listener)
    },
    /** Signs out in the frame (waiting at most 3 s, spec §4) and clears the login cache either way. */
    async signOut() {
      try {
        await Promise.race([
          channel.request('SIGN_OUT', {}, { timeoutMs: EMBEDDED_WALLET.signOutWaitMs }),
          new Promise((resolve) => setTimeout(resolve, EMBEDDED_WALLET.signOutWaitMs)),
        ])
      } catch {
        // The cache is cleared even when the frame did not answer.
      } finally {
        storage.clear(loginCacheStorageKeys)
        chosenTypes.clear()
        tellUser(undefined)
      }
    },
    destroy: () => channel.destroy(),
  }
}
