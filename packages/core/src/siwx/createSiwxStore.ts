import { createStore } from 'zustand/vanilla'
import type { SIWXConfig, SIWXSession } from './types'

/**
 * Sign-in state of one kit:
 * - `disabled`: no `siwx` (or `siweConfig`) option
 * - `idle`: nobody connected, or not checked yet
 * - `checking`: asking `getSessions` for the connected account
 * - `prompting`: no session covers the account: the SIWXSignMessage view asks to sign
 * - `signing`: the message is being created, signed and stored
 * - `signedIn`: `session` covers the connected account and network
 */
type SiwxStatus = 'disabled' | 'idle' | 'checking' | 'prompting' | 'signing' | 'signedIn'

export type SiwxState = {
  status: SiwxStatus
  session: SIWXSession | undefined
  /** Whether cancelling disconnects. */
  required: boolean
}

/** What the lazy flow keeps between calls, per kit. */
type SiwxFlowState = {
  /** The resolved option (`siwx`, or `siweConfig` mapped), once resolved. */
  config?: SIWXConfig | undefined
  /** Whether the flow watches the modal (closing it while asked counts as cancelling). */
  watching: boolean
  /**
   * A wallet of several namespaces is connecting (`connectWallet`): the checks after each connect
   * wait, and one check follows for the namespace shown, so the visitor signs in once.
   */
  held: boolean
}

/** The sign-in store of one kit (the flow itself is in siwx/, loaded with the lazy module kit/lazy.ts). */
export function createSiwxStore({ enabled, required }: { enabled: boolean; required: boolean }) {
  const store = createStore<SiwxState>(() => ({ status: enabled ? 'idle' : 'disabled', session: undefined, required }))
  const flow: SiwxFlowState = { watching: false, held: false }
  return { ...store, flow }
}

export type SiwxStore = ReturnType<typeof createSiwxStore>
