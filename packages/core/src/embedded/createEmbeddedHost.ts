import { createStore } from 'zustand/vanilla'
import type { EmbeddedWalletClient } from './createEmbeddedWalletClient'
import { EmailLoadError } from './errors'
import { storageKeys } from '../storage/storageKeys'
import type { KitContext } from '../kit/context'

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

/**
 * The embedded wallet of one kit: the host adapters use, and the state the modal reads. Only this
 * is in the page's first load; the frame, its client and what ties them to the modal
 * (`connectFrame`) load on first use.
 */
export function createEmbeddedHost(ctx: KitContext) {
  const store = createStore<EmbeddedWalletState>(() => ({ approval: false, frame: undefined, email: undefined }))
  let loading: Promise<EmbeddedWalletClient> | undefined

  const host: EmbeddedWalletHost = {
    enabled() {
      const { features, frameUrl } = ctx.features.getState()
      return Boolean(ctx.server && features.email && frameUrl)
    },
    loginUsed: () => ctx.storage.get(storageKeys.emailLoginUsed) === true,
    getClient() {
      loading ??= import('./connectFrame')
        .catch((cause) => {
          throw new EmailLoadError({ cause })
        })
        .then((m) => m.connectFrame(ctx, store))
        .catch((error) => {
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
export type EmbeddedStore = EmbeddedHost['store']
