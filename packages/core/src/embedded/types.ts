import type { StoreApi } from 'zustand/vanilla'
import type { EmbeddedWalletClient } from './createEmbeddedWalletClient'

export type EmbeddedWalletState = {
  /** The frame shows its approval controls: the modal shows ApproveTransaction with the frame in it. */
  approval: boolean
  /** The frame, once loaded (ApproveTransaction places it over its own box). */
  frame: HTMLIFrameElement | undefined
  /** The logged-in user's e-mail (the account view shows it). */
  email: string | undefined
  /**
   * The user's accounts on the current chain when it has a smart account there (the account view
   * shows which acts, and switches): the EOA, the smart account, which one acts, and whether the
   * smart account is deployed.
   */
  accounts?: EmbeddedAccounts | undefined
  /**
   * A social login's user: its provider (`google`…), the name and the picture (an http(s) URL) it
   * gave (the account view shows them).
   */
  social: { provider: string; userName: string | undefined; userAvatar?: string | undefined } | undefined
  /**
   * The sign-in window of a social login in progress: opened by the Connect view on the click (a
   * window opened later is blocked), navigated to the provider by ConnectingSocial once the frame
   * answers its URL. `null`: the browser refused to open it.
   */
  socialWindow: Window | null | undefined
}

export type EmbeddedAccounts = { eoa: string; smartAccount: string; preferred: 'eoa' | 'smartAccount'; deployed: boolean }

/**
 * The embedded wallet as adapters see it: the client over the frame, made on first use (its code
 * is a chunk of its own, loaded when the visitor picks e-mail or a login cache says so), and the
 * not-allowed message of a refused method.
 */
export type EmbeddedWalletHost = {
  /** E-mail or social login is on (project features, a frame named by the server, not basic mode). */
  enabled(): boolean
  /** The login cache says an e-mail login was used here (reconnect then loads the frame). */
  loginUsed(): boolean
  /** Loads the frame's client (once); rejects with 'Unable to load email login dependency' or a frame error. */
  getClient(): Promise<EmbeddedWalletClient>
  /** A method the embedded wallet refuses was asked for (the provider calls it about 300 ms later). */
  onRefused(method: string): void
}

/** The embedded wallet's state store (`portico.stores.embedded`). */
export type EmbeddedStore = StoreApi<EmbeddedWalletState>
