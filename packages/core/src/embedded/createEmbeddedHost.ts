import { createStore } from 'zustand/vanilla'
import type { EmbeddedWalletClient } from './createEmbeddedWalletClient'
import type { EmbeddedStore, EmbeddedWalletHost, EmbeddedWalletState } from './types'
import { EmailLoadError } from './emailLoadError'
import { storageKeys } from '../storage/storageKeys'
import type { KitContext } from '../kit/context'

export type { EmbeddedStore, EmbeddedWalletHost, EmbeddedWalletState }

/**
 * The embedded wallet of one kit: the host adapters use, and the state the modal reads. Only this
 * is in the page's first load; the frame, its client and what ties them to the modal
 * (`connectFrame`) load on first use.
 */
export function createEmbeddedHost(ctx: KitContext) {
  const store = createStore<EmbeddedWalletState>(() => ({ approval: false, frame: undefined, email: undefined, social: undefined, socialWindow: undefined }))
  // getAccount reads which of the user's accounts acts (its type) from it.
  ctx.embedded = store
  let loading: Promise<EmbeddedWalletClient> | undefined

  const host: EmbeddedWalletHost = {
    enabled() {
      const { features, frameUrl } = ctx.features.getState()
      // Inline rather than `embeddedLoginOn` (the social list rules stay out of the first load); the
      // resolved features already have e-mail and socials off while Pay is on (spec §5).
      return Boolean(ctx.server && (features.email || (features.socials && features.socials.length > 0)) && frameUrl)
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
