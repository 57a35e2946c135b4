/** WalletConnect options of the EVM adapter. */
export type WalletConnectParameters = {
  /** Your WalletConnect (Reown) project id. Any string works with a development relay. */
  projectId: string
  /** Default the public relay, `wss://relay.walletconnect.org`. */
  relayUrl?: string | undefined
  /** Shown by the wallet when it asks the user to approve. Default from the page (title, origin). */
  metadata?: { name: string; description: string; url: string; icons: string[] } | undefined
  /**
   * Makes the WalletConnect `Core` in place of the library's one (called once, when the client loads). For a
   * local relay: `createCore: async (o) => (await import('@portico/wc-relay/local-core')).createLocalCore(o)`
   * keeps every call on your machine (development only). Default: `new Core(options)` from `@walletconnect/core`.
   */
  createCore?: ((options: WalletConnectCoreOptions) => unknown) | undefined
  /** Key-value storage options passed to the WalletConnect core (e.g. `{ database: ':memory:' }` in Node). */
  storageOptions?: { database?: string } | undefined
  /** Storage prefix of the WalletConnect client (several kits on one origin). Default 'portico'. */
  storagePrefix?: string | undefined
  /**
   * Which WalletConnect v2 client pairs and carries the session. `'walletconnect'` (default): the official
   * client, `@walletconnect/universal-provider` 2.21.8, installed by the app. `'portico'`: Portico's own
   * Sign client, `@portico/walletconnect` (written from the public specification on `@noble/*`; no install, no
   * `createCore`, no calls to Reown's Verify or event services).
   */
  client?: 'walletconnect' | 'portico' | undefined
}

/** The options the connector makes its WalletConnect `Core` with (see `createCore`). */
export type WalletConnectCoreOptions = {
  projectId: string
  relayUrl: string
  customStoragePrefix: string
  storageOptions?: { database?: string } | undefined
}

export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'
export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org'

/** What the connector uses of a WalletConnect provider (universal-provider's, or Portico's own client's). */
export type WalletConnectProvider = {
  readonly session?: { namespaces: Record<string, { chains?: string[] | undefined; accounts: string[]; methods: string[] }> } | undefined
  connect(parameters: { optionalNamespaces: Record<string, SessionNamespaceRequest> }): Promise<unknown>
  request<T = unknown>(args: { method: string; params?: unknown }): Promise<T>
  setDefaultChain(chainId: string, rpcUrl?: string): void
  disconnect(): Promise<void>
  on(event: string, listener: (...args: any[]) => void): unknown
}

export type SessionNamespaceRequest = { chains: string[]; methods: string[]; events: string[]; rpcMap: Record<string, string> }
