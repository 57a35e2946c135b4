/** WalletConnect options of the EVM adapter. */
export type WalletConnectParameters = {
  /** Your WalletConnect (Reown) project id. Any string works with a development relay. */
  projectId: string
  /** Default the public relay, `wss://relay.walletconnect.org`. */
  relayUrl?: string | undefined
  /** Shown by the wallet when it asks the user to approve. Default from the page (title, origin). */
  metadata?: { name: string; description: string; url: string; icons: string[] } | undefined
  /**
   * Talk to nothing but the relay: telemetry off and the verify (attestation) and telemetry calls the
   * WalletConnect client makes to its cloud skipped. For a local relay (tests, `npm start`). Default false.
   */
  localOnly?: boolean | undefined
  /** Key-value storage options passed to the WalletConnect core (e.g. `{ database: ':memory:' }` in Node). */
  storageOptions?: { database?: string } | undefined
  /** Storage prefix of the WalletConnect client (several kits on one origin). Default 'portico'. */
  storagePrefix?: string | undefined
}

export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'
export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org'
