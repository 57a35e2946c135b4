/** WalletConnect v2 Sign: the relay publish options (ttl in seconds, tag) of each method's request and response. */

const FIVE_MINUTES = 300
const ONE_DAY = 86_400
export const SEVEN_DAYS = 7 * ONE_DAY
export const THIRTY_DAYS = 30 * ONE_DAY
export const PAIRING_TTL = FIVE_MINUTES

export type PublishOptions = { ttl: number; tag: number; prompt?: boolean }
type MethodOptions = { req: PublishOptions; res: PublishOptions; reject?: PublishOptions }

export const METHODS = {
  wc_pairingDelete: { req: { ttl: ONE_DAY, tag: 1000 }, res: { ttl: ONE_DAY, tag: 1001 } },
  wc_pairingPing: { req: { ttl: 30, tag: 1002 }, res: { ttl: 30, tag: 1003 } },
  wc_sessionPropose: {
    req: { ttl: FIVE_MINUTES, tag: 1100, prompt: true },
    res: { ttl: FIVE_MINUTES, tag: 1101 },
    reject: { ttl: FIVE_MINUTES, tag: 1120 },
  },
  wc_sessionSettle: { req: { ttl: FIVE_MINUTES, tag: 1102 }, res: { ttl: FIVE_MINUTES, tag: 1103 } },
  wc_sessionUpdate: { req: { ttl: ONE_DAY, tag: 1104 }, res: { ttl: ONE_DAY, tag: 1105 } },
  wc_sessionExtend: { req: { ttl: ONE_DAY, tag: 1106 }, res: { ttl: ONE_DAY, tag: 1107 } },
  wc_sessionRequest: { req: { ttl: FIVE_MINUTES, tag: 1108, prompt: true }, res: { ttl: FIVE_MINUTES, tag: 1109 } },
  wc_sessionEvent: { req: { ttl: FIVE_MINUTES, tag: 1110, prompt: true }, res: { ttl: FIVE_MINUTES, tag: 1111 } },
  wc_sessionDelete: { req: { ttl: ONE_DAY, tag: 1112 }, res: { ttl: ONE_DAY, tag: 1113 } },
  wc_sessionPing: { req: { ttl: ONE_DAY, tag: 1114 }, res: { ttl: ONE_DAY, tag: 1115 } },
} as const satisfies Record<string, MethodOptions>

export type WcMethod = keyof typeof METHODS

export const isWcMethod = (method: string): method is WcMethod => Object.hasOwn(METHODS, method)

/** The reasons of the Sign API's error table that this client sends. */
export const SDK_ERRORS = {
  USER_DISCONNECTED: { code: 6000, message: 'User disconnected.' },
  WC_METHOD_UNSUPPORTED: { code: 10001, message: 'Unsupported wc_ method.' },
} as const

export type JsonRpcRequest<P = unknown> = { id: number; jsonrpc: '2.0'; method: string; params: P }
export type JsonRpcError = { code: number; message: string; data?: unknown }
export type JsonRpcResponse<R = unknown> = { id: number; jsonrpc: '2.0'; result: R } | { id: number; jsonrpc: '2.0'; error: JsonRpcError }
export type JsonRpcMessage = JsonRpcRequest | JsonRpcResponse

/**
 * JSON-RPC ids as the protocol makes them (milliseconds × 1000 plus three random digits), strictly increasing
 * within one client so that two requests in the same millisecond never share an id.
 */
export function createPayloadIds(): () => number {
  let last = 0
  return () => {
    last = Math.max(last + 1, Date.now() * 1000 + Math.floor(Math.random() * 1000))
    return last
  }
}

export const isRequest = (m: JsonRpcMessage): m is JsonRpcRequest => typeof (m as { method?: unknown }).method === 'string'
