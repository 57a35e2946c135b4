import type { ChainNamespace } from '../caip/types'
import { hydrate, persistConnections } from '../connection/initialState'
import { parseInitialState } from '../connection/parseInitialState'
import { start } from '../connection/start'
import { createEmbeddedHost } from '../embedded/createEmbeddedHost'
import { takeSocialReturn } from '../embedded/socialReturn'
import { trackKitEvents } from '../analytics/trackKitEvents'
import { openModal } from '../modal/openModal'
import { storageKeys } from '../storage/storageKeys'
import { createContext } from './createContext'
import { loadLazy, loadStartRemote } from './loadLazy'
import { porticoMethods } from './porticoMethods'
import type { PorticoOptions } from './types'
import { watchAdapters } from './watchAdapters'

/**
 * Creates one Portico kit: its context (own stores, adapters and storage, see createContext.ts), then
 * starts it. Nothing is shared between two kits, so two modals on a page (or two SSR requests) never
 * see each other's state. The kit's methods call the actions of `@portico/core/actions` with its
 * context (porticoMethods.ts).
 *
 * @example
 * const portico = createPortico({ adapters: [evmAdapter({ chains: [mainnet] })] })
 * portico.open()
 */
export function createPortico(options: PorticoOptions) {
  const ctx = createContext(options)
  const { emitter, server } = ctx
  // The embedded wallet: adapters that can use it list its connector (its code loads on first use).
  const embedded = createEmbeddedHost(ctx)
  for (const adapter of options.adapters) adapter.useEmbeddedWallet?.(embedded.host)
  const cleanups = watchAdapters(ctx)

  // Sign-in: after connect and on account or network changes, check the session.
  if (options.siwx ?? options.siweConfig) {
    emitter.on('connect', ({ caipNetworkId }) => {
      void loadLazy()
        .then((m) => m.checkSession(ctx, { namespace: caipNetworkId.split(':')[0] as ChainNamespace }))
        .catch((error: Error) => emitter.emit('error', { error, action: 'siwx' }))
    })
    emitter.on('disconnect', () => void loadLazy().then((m) => m.signOut(ctx)).catch(() => undefined))
  }

  // Last visit's connection is shown at once while the wallet is asked again (with SSR: the one the
  // server rendered, from the request's cookies).
  const reconnect = options.enableReconnect ?? true
  const stored = ctx.storage.get(storageKeys.connections)
  const initialState = options.initialState ?? (options.ssr ? undefined : parseInitialState(stored))
  if (reconnect && initialState) hydrate(ctx, initialState)
  const stopPersisting = persistConnections(ctx, stored)

  let remoteStarted: Promise<void> | undefined
  const syncRemote = () => {
    remoteStarted ??= loadStartRemote().then((m) => m.startRemote(ctx))
    return remoteStarted
  }
  // The kit's events are recorded from the start (queued until analytics loads or is found off): a
  // visitor who opens the modal before the background start's chunk arrives is counted too.
  if (server) ctx.remote.stopTracking = trackKitEvents(ctx)
  else ctx.tracker.attach(null)

  let resolveReady!: (started: Promise<void>) => void
  const ready = new Promise<void>((resolve) => (resolveReady = resolve))
  let mounted = false
  /** Start-up: reconnect, then (with a server, in browsers) the remote config, origin check and analytics in the background. */
  const mount = () => {
    if (mounted) return ready
    mounted = true
    resolveReady(start(ctx))
    if (server && typeof window !== 'undefined') setTimeout(() => void syncRemote().catch(() => undefined), 0)
    // Back from a social login in this tab (the popup was blocked): the modal goes on where it was.
    const back = takeSocialReturn()
    if (back) void ready.then(() => openModal(ctx, { view: 'ConnectingSocial', data: { social: { provider: back.provider, resume: back.outcome } } }))
    return ready
  }
  // With SSR the page must first render what the server rendered: PorticoProvider mounts the kit after hydration.
  if (!options.ssr) mount()

  return {
    options,
    /** The kit's context: pass it to the actions of `@portico/core/actions` (`connect(portico.context, …)`). */
    context: ctx,
    /** Resolves once start-up (reconnect or not) is done. */
    ready,
    /**
     * Starts the kit (reconnect, remote config) when it was made with `ssr: true`; `PorticoProvider`
     * calls it once the page is hydrated. Without `ssr` the kit started on creation and this does
     * nothing. Resolves like `ready`.
     */
    mount,
    stores: {
      connection: ctx.connection,
      network: ctx.network,
      modal: ctx.modal,
      router: ctx.router,
      balance: ctx.balance,
      connectors: ctx.connectors,
      theme: ctx.theme,
      features: ctx.features,
      alerts: ctx.alerts,
      wallets: ctx.wallets,
      pairing: ctx.pairing,
      siwx: ctx.siwx,
      account: ctx.account,
      embedded: embedded.store,
      pay: ctx.pay,
      simulation: ctx.simulation,
    },
    /** Whether a Portico server is configured (remote config, wallet registry, analytics). */
    hasServer: server !== undefined,
    /**
     * Fetches the remote config, checks the allowed origins and starts analytics, once. Browsers
     * do it by themselves right after start-up; call it on the server side (SSR) when needed.
     */
    syncRemote,
    /** Listens to `connect`, `disconnect` and `error`. */
    on: emitter.on,
    /** Stops listening. */
    off: emitter.off,
    /** Loads the kit's lazy module and the adapters' lazy code ahead of use (the button calls it on hover and focus, the modal when it opens). */
    async preload(): Promise<void> {
      await Promise.all([loadLazy(), ...options.adapters.map((adapter) => adapter.preload?.())])
    },
    ...porticoMethods(ctx, embedded),
    /** Stops listening to the wallets. */
    destroy() {
      for (const cleanup of cleanups) cleanup()
      stopPersisting()
      ctx.remote.stopTracking?.()
      ctx.remote.analytics?.stop()
      emitter.removeAllListeners()
    },
  }
}

export type Portico = ReturnType<typeof createPortico>
