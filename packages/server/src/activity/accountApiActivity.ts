import type { Selectable } from 'kysely'
import { z } from 'zod'
import type { ChainConfig } from '../chains/chains.ts'
import type { TransfersTable } from '../db/schema.ts'
import { BadRequestError, ServerError } from '../errors.ts'
import type { ActivityProvider } from './activityProvider.ts'
import { toItem } from './queryHistory.ts'

/** An Etherscan-compatible account API did not answer usably (down, rate limit, bad key, malformed answer). */
export class AccountApiError extends ServerError {
  override name = 'AccountApiError'
  constructor({ chainId, reason, cause }: { chainId: number; reason: string; cause?: unknown }) {
    super('upstream_unavailable', 502, `The account API of chain ${chainId} is unavailable`, { cause: cause ?? new Error(reason) })
  }
}

const numeric = z.string().regex(/^\d{1,78}$/)
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const txRow = z.object({
  blockNumber: numeric,
  timeStamp: numeric,
  hash: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
  nonce: numeric,
  transactionIndex: numeric,
  from: address,
  to: z.union([address, z.literal('')]).nullish(),
  value: numeric,
  isError: z.string().optional(),
  txreceipt_status: z.string().optional(),
})
const tokenRow = txRow.extend({ contractAddress: address, logIndex: numeric.optional() })
const answer = z.object({ status: z.string(), message: z.string(), result: z.unknown() })

export type AccountApiActivityOptions = {
  chain: ChainConfig
  /** The API endpoint: Blockscout's `<explorer>/api`, or Etherscan's v2 `https://api.etherscan.io/v2/api` (then `chainid` is sent). */
  url: string
  /** The operator's key (`apikey=`), if the API wants one. */
  apiKey?: string | undefined
  /** Send `chainid=` (Etherscan v2 serves every chain at one URL). Default: when the URL's path ends in `/v2/api`. */
  sendChainId?: boolean | undefined
  fetch?: typeof fetch | undefined
  timeoutMs?: number | undefined
}

/**
 * An account's history from an Etherscan-compatible account API: `module=account&action=txlist`
 * (native value moved by the account's transactions) and `action=tokentx` (its ERC-20 transfers),
 * newest first up to the cursor's block, merged by transaction; the cursor is the last item's
 * (block, index in block), so a page never repeats or skips an item of the lists fetched. `status: "0"` with "No
 * transactions found" is an empty page; any other `"0"` (rate limit, bad key) or a malformed answer
 * throws {@link AccountApiError}.
 */
export function accountApiActivity(options: AccountApiActivityOptions): ActivityProvider {
  const { chain, timeoutMs = 10_000 } = options
  const doFetch = options.fetch ?? fetch
  const sendChainId = options.sendChainId ?? /\/v2\/api\/?$/.test(new URL(options.url).pathname)

  async function list<T>(action: 'txlist' | 'tokentx', schema: z.ZodType<T>, address: string, offset: number, endBlock: number | undefined): Promise<T[]> {
    const url = new URL(options.url)
    const query = { module: 'account', action, address, page: '1', offset: String(offset), sort: 'desc', startblock: '0', endblock: String(endBlock ?? 99_999_999_999) }
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
    if (sendChainId) url.searchParams.set('chainid', String(chain.chainId))
    if (options.apiKey) url.searchParams.set('apikey', options.apiKey)
    let body: z.infer<typeof answer>
    try {
      const response = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      body = answer.parse(await response.json())
    } catch (cause) {
      throw new AccountApiError({ chainId: chain.chainId, reason: 'no answer', cause })
    }
    if (body.status !== '1') {
      if (/^no (transactions|token transfers) found/i.test(body.message) || (Array.isArray(body.result) && body.result.length === 0)) return []
      throw new AccountApiError({ chainId: chain.chainId, reason: `${body.message}: ${String(body.result).slice(0, 200)}` })
    }
    const parsed = z.array(schema).safeParse(body.result)
    if (!parsed.success) throw new AccountApiError({ chainId: chain.chainId, reason: 'malformed result', cause: parsed.error })
    return parsed.data
  }

  return {
    async getHistory({ address, cursor, limit, render }) {
      const before = cursor === undefined ? undefined : decodeCursor(cursor)
      const lower = address.toLowerCase()
      // Twice the page: a transaction's token transfers are several rows, and its native value one more.
      const offset = Math.min(2 * limit, 1000)
      const endBlock = before?.block
      const [txs, tokenTransfers] = await Promise.all([
        list('txlist', txRow, address, offset, endBlock),
        list('tokentx', tokenRow, address, offset, endBlock),
      ])
      const base = (row: z.infer<typeof txRow>) => ({
        chain_id: chain.chainId,
        tx_hash: row.hash.toLowerCase(),
        block_number: Number(row.blockNumber),
        tx_index: Number(row.transactionIndex),
        mined_at: Number(row.timeStamp) * 1000,
        tx_from: row.from.toLowerCase(),
        tx_to: row.to ? row.to.toLowerCase() : null,
        tx_nonce: Number(row.nonce),
        tx_status: row.isError === '1' || row.txreceipt_status === '0' ? ('failed' as const) : ('confirmed' as const),
        from_address: row.from.toLowerCase(),
        to_address: (row.to ?? '').toLowerCase(),
      })
      const native = txs.map((tx) => ({ ...base(tx), log_index: -1, token_address: null, token_standard: 'native' as const, amount: tx.value }))
      const tokens = tokenTransfers.map((transfer, index) => ({
        ...base(transfer),
        log_index: transfer.logIndex === undefined ? index : Number(transfer.logIndex),
        token_address: transfer.contractAddress.toLowerCase(),
        token_standard: 'erc20' as const,
        amount: transfer.value,
      }))
      // A list that came back full may have older rows not fetched: show only what is newer than its oldest row.
      const floors = [native, tokens].filter((rows) => rows.length === offset).map((rows) => oldest(rows))
      const floor = floors.sort(newerFirst)[0]
      const rows: Selectable<TransfersTable>[] = [...native.filter((row) => row.amount !== '0'), ...tokens]
        .filter((row) => row.from_address === lower || row.to_address === lower)
        .filter((row) => !before || newerFirst(row, { block_number: before.block, tx_index: before.txIndex }) > 0)
        .filter((row) => !floor || newerFirst(row, floor) < 0)
        .sort(newerFirst)
      const hashes = [...new Set(rows.map((row) => row.tx_hash))]
      const shown = hashes.slice(0, limit)
      const data = shown.map((hash) => toItem(lower, rows.filter((row) => row.tx_hash === hash).sort((a, b) => a.log_index - b.log_index), render))
      const last = rows.find((row) => row.tx_hash === shown.at(-1))
      const more = hashes.length > limit || floor !== undefined
      return { data, next: more && last ? encodeCursor(last.block_number, last.tx_index) : more && floor ? encodeCursor(floor.block_number, floor.tx_index + 1) : null }
    },
  }
}

type Position = { block_number: number; tx_index: number }
/** Sorts newest first: negative when `a` is newer than `b`. */
const newerFirst = (a: Position, b: Position) => b.block_number - a.block_number || b.tx_index - a.tx_index
const oldest = (rows: Position[]) => [...rows].sort(newerFirst).at(-1)!
const encodeCursor = (block: number, txIndex: number) => Buffer.from(`api:${block}:${txIndex}`).toString('base64url')
function decodeCursor(cursor: string): { block: number; txIndex: number } {
  const match = /^api:(\d{1,15}):(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  if (!match) throw new BadRequestError('Invalid cursor')
  return { block: Number(match[1]), txIndex: Number(match[2]) }
}
