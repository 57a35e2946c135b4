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

/**
 * The block range a log query asks for, or undefined when it is not one (or names one block by
 * `blockHash`). Unparseable bounds are left to the upstream to refuse.
 */
export function logBlockRange(method: string, params: unknown): { from: BlockBound; to: BlockBound } | undefined {
  if (!logMethods.has(method) || !Array.isArray(params)) return undefined
  const filter = params[0] as { fromBlock?: unknown; toBlock?: unknown; blockHash?: unknown } | undefined
  if (typeof filter !== 'object' || filter === null || filter.blockHash !== undefined) return undefined
  const from = blockBound(filter.fromBlock)
  const to = blockBound(filter.toBlock)
  return from === undefined || to === undefined ? undefined : { from, to }
}

function blockBound(value: unknown): BlockBound | undefined {
  if (value === undefined || value === 'latest' || value === 'pending' || value === 'safe' || value === 'finalized') return 'head'
  if (value === 'earliest') return 0n
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)) return BigInt(value)
  return undefined
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
