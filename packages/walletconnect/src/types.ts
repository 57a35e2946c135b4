/** The dapp's (or the wallet's) metadata, shown by the other side. */
export type Metadata = { name: string; description: string; url: string; icons: string[] }

/** What the dapp asks for in one CAIP-2 namespace (`eip155`, `solana`, ...). */
export type ProposalNamespace = {
  chains?: string[] | undefined
  methods: string[]
  events: string[]
  rpcMap?: Record<string, string> | undefined
}

/** What the wallet approved in one namespace: CAIP-10 accounts, and the methods and events it allows. */
export type SessionNamespace = { chains?: string[] | undefined; accounts: string[]; methods: string[]; events: string[] }

export type Session = {
  topic: string
  pairingTopic: string
  /** The session's symmetric key (hex): kept in the storage you pass, like the official client's keychain. */
  symKey: string
  /** Unix seconds. */
  expiry: number
  namespaces: Record<string, SessionNamespace>
  requiredNamespaces: Record<string, ProposalNamespace>
  optionalNamespaces: Record<string, ProposalNamespace>
  sessionProperties?: Record<string, string> | undefined
  self: { publicKey: string; metadata: Metadata }
  peer: { publicKey: string; metadata: Metadata }
}

export type Pairing = { topic: string; symKey: string; /** Unix seconds. */ expiry: number; active: boolean }

/** localStorage's shape, sync or async (an IndexedDB wrapper, a server-side store, ...). */
export type StorageLike = {
  getItem(key: string): string | null | undefined | Promise<string | null | undefined>
  setItem(key: string, value: string): void | Promise<void>
  removeItem(key: string): void | Promise<void>
}

/** The WebSocket subset the relay client uses: the browser's, or `ws` in Node. */
export type WebSocketLike = {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  addEventListener(type: 'open' | 'close' | 'error' | 'message', listener: (event: any) => void): void
}
export type WebSocketConstructor = new (url: string) => WebSocketLike

export type SignClientEvents = {
  session_event: { topic: string; params: { event: { name: string; data: unknown }; chainId: string } }
  session_update: { topic: string; namespaces: Record<string, SessionNamespace> }
  session_extend: { topic: string; expiry: number }
  session_delete: { topic: string; reason?: { code: number; message: string } | undefined }
  session_expire: { topic: string }
  session_ping: { topic: string }
  pairing_delete: { topic: string }
}
