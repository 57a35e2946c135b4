import { createStore } from 'zustand/vanilla'
import { DEFAULT_SDK_VERSION } from '../../constants'
import type { EmbeddedWalletClient } from '../../embedded/createEmbeddedWalletClient'
import { EmailLoadError, FrameError } from '../../errors/embedded'
import { createWebStorage } from '../../storage/createWebStorage'
import { storageKeys } from '../../storage/storageKeys'
import type { KitContext } from '../context'
import { fetchBalance } from '../actions/fetchBalance'

export type EmbeddedWalletState = {
  /** The frame shows its approval controls: the modal shows ApproveTransaction with the frame in it. */
  approval: boolean
  /** The frame, once loaded (ApproveTransaction places it over its own box). */
  frame: HTMLIFrameElement | undefined
  /** The logged-in user's e-mail (the account view shows it). */
  email: string | undefined
}

/**
 * The embedded wallet as adapters see it: the client over the frame, made on first use (its code
 * is a chunk of its own, loaded when the visitor picks e-mail or a login cache says so), and the
 * not-allowed message of a refused method.
 */
export type EmbeddedWalletHost = {
  /** E-mail login is on (project features, a frame named by the server, not basic mode). */
  enabled(): boolean
  /** The login cache says an e-mail login was used here (reconnect then loads the frame). */
  loginUsed(): boolean
  /** Loads the frame's client (once); rejects with 'Unable to load email login dependency' or a frame error. */
  getClient(): Promise<EmbeddedWalletClient>
  /** A method the embedded wallet refuses was asked for (the provider calls it about 300 ms later). */
  onRefused(method: string): void
}

/** The embedded wallet of one kit: the host adapters use, and the state the modal reads. */
export function createEmbeddedHost(ctx: KitContext) {
  const store = createStore<EmbeddedWalletState>(() => ({ approval: false, frame: undefined, email: undefined }))
  let loading: Promise<EmbeddedWalletClient> | undefined
  let client: EmbeddedWalletClient | undefined
  /** Whether the modal was closed when an approval opened it (then it closes again after). */
  let openedForApproval = false

  /** The remote config names the frame: wait for it when it is still on its way. */
  const frameUrl = async () => {
    const settled = (s: { status: string }) => s.status === 'ready' || s.status === 'error'
    if (ctx.server && !settled(ctx.features.getState())) {
      await new Promise<void>((resolve) => {
        const stop = ctx.features.subscribe((s) => settled(s) && (stop(), resolve()))
      })
    }
    const { features, frameUrl } = ctx.features.getState()
    if (!features.email || !frameUrl) throw new EmailLoadError({ cause: new Error('E-mail login is off for this project') })
    return frameUrl
  }

  const load = async (): Promise<EmbeddedWalletClient> => {
    const url = await frameUrl()
    const { createEmbeddedWalletClient } = await import('../../embedded/createEmbeddedWalletClient').catch((cause) => {
      throw new EmailLoadError({ cause })
    })
    const server = ctx.server!
    const network = ctx.network.active()
    const lastChain = ctx.storage.get<string>(storageKeys.lastUsedChain, (v): v is string => typeof v === 'string')
    const made = createEmbeddedWalletClient({
      frameUrl: url,
      projectId: server.projectId,
      chainId: lastChain ?? network?.id ?? 1,
      version: server.sdkVersion ?? DEFAULT_SDK_VERSION,
      storage: ctx.options.storage ?? createWebStorage(),
    })
    try {
      await made.ready()
    } catch (error) {
      made.destroy()
      if (error instanceof FrameError) ctx.alerts.show({ variant: 'error', title: error.shortMessage, code: error.code })
      throw error
    }
    made.onApproval(onApproval)
    made.onUser((user) => store.setState({ email: user?.email ?? undefined }))
    // Dapp data and theme go once the frame is ready (and the spec's 500 ms after it passed).
    const { metadata } = ctx.options
    void made
      .syncDappData({
        projectId: server.projectId,
        sdkType: server.sdkType,
        sdkVersion: server.sdkVersion,
        metadata: { name: metadata?.name, url: metadata?.url },
      })
      .catch(() => undefined)
    const syncTheme = () => void made.syncTheme(ctx.theme.getState().themeMode).catch(() => undefined)
    syncTheme()
    ctx.theme.subscribe((state, previous) => state.themeMode !== previous.themeMode && syncTheme())
    client = made
    store.setState({ frame: made.frame })
    return made
  }

  /** Unsafe requests open ApproveTransaction; when the frame is done the modal closes or goes back. */
  function onApproval(open: boolean) {
    store.setState({ approval: open })
    if (open) {
      openedForApproval = !ctx.modal.getState().open
      if (openedForApproval) ctx.router.reset('ApproveTransaction')
      else ctx.router.push('ApproveTransaction')
      ctx.modal.setOpen(true)
      return
    }
    void fetchBalance(ctx, { force: true }).catch(() => undefined)
    if (ctx.router.current().view !== 'ApproveTransaction') return
    if (openedForApproval || !ctx.router.canGoBack()) ctx.modal.setOpen(false)
    else ctx.router.back()
  }

  // The modal closed while the frame asks for an approval: open signing requests end with 'Request
  // was aborted'. Safe ones never wait on the frame; an approved one (the frame has closed its
  // controls and is signing) finishes.
  ctx.modal.subscribe((state, previous) => {
    if (previous.open && !state.open && store.getState().approval) client?.abortOpenRequests()
  })

  const host: EmbeddedWalletHost = {
    enabled() {
      const { features, frameUrl } = ctx.features.getState()
      return Boolean(ctx.server && features.email && frameUrl)
    },
    loginUsed: () => ctx.storage.get<boolean>(storageKeys.emailLoginUsed, (v): v is boolean => typeof v === 'boolean') === true,
    getClient() {
      loading ??= load().catch((error) => {
        loading = undefined
        throw error
      })
      return loading
    },
    onRefused(method) {
      ctx.alerts.show({ variant: 'warning', title: 'This method is not allowed', message: method, code: 'method_not_allowed' })
    },
  }
  return { host, store }
}

export type EmbeddedHost = ReturnType<typeof createEmbeddedHost>
