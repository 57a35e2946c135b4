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
type SIWXStatus = 'disabled' | 'idle' | 'checking' | 'prompting' | 'signing' | 'signedIn'

export type SIWXState = {
  status: SIWXStatus
  session: SIWXSession | undefined
  /** Whether cancelling disconnects. */
  required: boolean
}

/** @deprecated Renamed `SIWXState`; this alias goes in the next minor. */
export type SiwxState = SIWXState

/** What the lazy flow keeps between calls, per kit. */
type SIWXFlowState = {
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
export function createSIWXStore({ enabled, required }: { enabled: boolean; required: boolean }) {
  const store = createStore<SIWXState>(() => ({ status: enabled ? 'idle' : 'disabled', session: undefined, required }))
  const flow: SIWXFlowState = { watching: false, held: false }
  return { ...store, flow }
}

export type SIWXStore = ReturnType<typeof createSIWXStore>
