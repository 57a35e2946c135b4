export type JsonRpcRequest = { id: number | string; jsonrpc: '2.0'; method: string; params?: any }
export type JsonRpcResponse =
  | { id: number | string; jsonrpc: '2.0'; result: unknown }
  | { id: number | string; jsonrpc: '2.0'; error: { code: number; message: string } }

export type DevRelayOptions = {
  /** 127.0.0.1 unless told otherwise: this is a development relay. */
  host?: string
  /** 0 picks a free port. */
  port?: number
  /** WebSocket ping interval; WalletConnect clients drop a socket that is silent for 35 s. Default 15 s. */
  pingIntervalMs?: number
  now?: () => number
  /** Called for every JSON-RPC request a client sends (for tests and logs). */
  onRequest?: (request: JsonRpcRequest, client: string) => void
}

export type DevRelay = {
  /** ws://host:port */
  url: string
  port: number
  /** Number of messages stored (live, not expired). */
  storedMessages(): number
  /** Number of open client sockets. */
  connections(): number
  close(): Promise<void>
}
