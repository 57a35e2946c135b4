/** What the RPC proxy forwards at most. */
export type RpcLimits = {
  /** JSON-RPC requests in one batch; a larger batch is refused whole (400). */
  maxBatch: number
  /** Blocks one `eth_getLogs` / `eth_newFilter` may span; a wider one is answered -32005 in place. */
  maxLogBlockRange: number
}

export const defaultRpcLimits: RpcLimits = Object.freeze({ maxBatch: 100, maxLogBlockRange: 10_000 })

/** A block bound of a log filter: a number, or the chain's head (`latest`, `pending`, `safe`, `finalized`, absent). */
export type BlockBound = bigint | 'head'

/** Methods whose first parameter is a log filter with `fromBlock` / `toBlock` (or `blockHash`). */
const logMethods = new Set(['eth_getLogs', 'eth_newFilter'])

/** The block tags a bound may be (`earliest` is block 0, the others the chain's head). */
const headTags = new Set(['latest', 'pending', 'safe', 'finalized'])

/** A canonical QUANTITY (execution-apis): lower-case `0x`, lower-case hex digits, no leading zeros; at most 64 bits. */
const canonicalQuantity = /^0x(0|[1-9a-f][0-9a-f]{0,15})$/

/** A 32-byte hash (DATA of 32 bytes). */
const hash32 = /^0x[0-9a-fA-F]{64}$/

/**
 * What the proxy makes of a log query: not one (another method), a block range to measure, one
 * block by `blockHash` (nothing to measure), or invalid params the proxy refuses itself (-32602)
 * rather than leave to the upstream, which may read them more loosely (a `null` blockHash, an
 * upper-case `0X` bound) and scan the whole chain.
 */
export type LogFilterCheck =
  | { kind: 'none' }
  | { kind: 'range'; from: BlockBound; to: BlockBound }
  | { kind: 'blockHash' }
  | { kind: 'invalid'; message: string }

/**
 * Parses a log query's filter strictly: the first parameter is an object; `blockHash`, when
 * present (even `null`), is a 32-byte hash and comes without `fromBlock` / `toBlock`; each bound,
 * when present, is a block tag or a canonical quantity.
 */
export function checkLogFilter(method: string, params: unknown): LogFilterCheck {
  if (!logMethods.has(method)) return { kind: 'none' }
  const filter: unknown = Array.isArray(params) ? params[0] : undefined
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    return { kind: 'invalid', message: `${method} takes a filter object as its first parameter` }
  }
  const has = (key: string) => Object.hasOwn(filter, key)
  const fields = filter as { fromBlock?: unknown; toBlock?: unknown; blockHash?: unknown }
  if (has('blockHash')) {
    if (typeof fields.blockHash !== 'string' || !hash32.test(fields.blockHash)) return { kind: 'invalid', message: 'blockHash must be a 32-byte hash' }
    if (has('fromBlock') || has('toBlock')) return { kind: 'invalid', message: 'blockHash cannot be combined with fromBlock or toBlock' }
    return { kind: 'blockHash' }
  }
  const from = has('fromBlock') ? blockBound(fields.fromBlock) : 'head'
  const to = has('toBlock') ? blockBound(fields.toBlock) : 'head'
  if (from === undefined || to === undefined) {
    return { kind: 'invalid', message: 'fromBlock and toBlock must be block tags or canonical hex quantities (0x-prefixed, lower case, no leading zeros)' }
  }
  return { kind: 'range', from, to }
}

function blockBound(value: unknown): BlockBound | undefined {
  if (typeof value !== 'string') return undefined
  if (headTags.has(value)) return 'head'
  if (value === 'earliest') return 0n
  return canonicalQuantity.test(value) ? BigInt(value) : undefined
}

/** True when a bound of the range is the head, so checking it needs the chain's block number. */
export function needsHead(range: { from: BlockBound; to: BlockBound }): boolean {
  return (range.from === 'head') !== (range.to === 'head')
}

/** True when the range spans more than `max` blocks (`head`: the chain's block number, when {@link needsHead}). */
export function exceedsLogRange(range: { from: BlockBound; to: BlockBound }, head: bigint, max: number): boolean {
  if (range.from === 'head' && range.to === 'head') return false
  const from = range.from === 'head' ? head : range.from
  const to = range.to === 'head' ? head : range.to
  return to - from + 1n > BigInt(max)
}
