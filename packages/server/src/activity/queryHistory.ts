import type { HistoryItem, HistoryTransfer } from '@portico/core/contract'
import type { Kysely, Selectable } from 'kysely'
import { formatUnits, getAddress } from 'viem'
import type { ChainConfig } from '../chains/chains.ts'
import type { Database, TransfersTable } from '../db/schema.ts'
import { BadRequestError } from '../errors.ts'
import type { ListedToken } from '../tokens/tokenLists.ts'


/** The spec's transaction history item (the contract's). */
export type { HistoryItem, HistoryTransfer }

export type QueryHistoryParameters = {
  address: string
  /** Undefined: every indexed chain. */
  chainId?: number | undefined
  cursor?: string | undefined
  /** Transactions per page; default 20. */
  limit?: number
  chains: readonly ChainConfig[]
  tokens: (chainId: number) => readonly ListedToken[]
  prices?: (chainId: number, key: string) => number | undefined
  iconUrl: (symbol: string) => string
}

const zero = '0x0000000000000000000000000000000000000000'

const encodeCursor = (block: number, txIndex: number, chainId: number) =>
  Buffer.from(`${block}:${txIndex}:${chainId}`).toString('base64url')
function decodeCursor(cursor: string): { block: number; txIndex: number; chainId: number } {
  const match = /^(\d+):(\d+):(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  if (!match) throw new BadRequestError('Invalid cursor')
  return { block: Number(match[1]), txIndex: Number(match[2]), chainId: Number(match[3]) }
}

/**
 * The account's transactions that moved value or tokens, newest first, a page at a time; `next`
 * is the cursor of the following page (null at the end). Pages are cut by (block, index in block),
 * so transfers indexed meanwhile never shift a page.
 */
export async function queryHistory(db: Kysely<Database>, parameters: QueryHistoryParameters): Promise<{ data: HistoryItem[]; next: string | null }> {
  const { chainId, limit = 20 } = parameters
  const address = parameters.address.toLowerCase()
  const after = parameters.cursor ? decodeCursor(parameters.cursor) : undefined

  let txs = db
    .selectFrom('transfers')
    .select(['chain_id', 'tx_hash', 'block_number', 'tx_index'])
    .distinct()
    .where((eb) => eb.or([eb('from_address', '=', address), eb('to_address', '=', address)]))
  if (chainId !== undefined) txs = txs.where('chain_id', '=', chainId)
  if (after) {
    txs = txs.where((eb) =>
      eb.or([
        eb('block_number', '<', after.block),
        eb.and([eb('block_number', '=', after.block), eb('tx_index', '<', after.txIndex)]),
        eb.and([eb('block_number', '=', after.block), eb('tx_index', '=', after.txIndex), eb('chain_id', '>', after.chainId)]),
      ]),
    )
  }
  const page = await txs.orderBy('block_number', 'desc').orderBy('tx_index', 'desc').orderBy('chain_id').limit(limit + 1).execute()
  const shown = page.slice(0, limit)
  if (!shown.length) return { data: [], next: null }

  const rows = await db
    .selectFrom('transfers')
    .selectAll()
    .where('tx_hash', 'in', shown.map((tx) => tx.tx_hash))
    .where((eb) => eb.or([eb('from_address', '=', address), eb('to_address', '=', address)]))
    .orderBy('log_index')
    .execute()

  const data = shown.map((tx) => {
    const transfers = rows.filter((row) => row.tx_hash === tx.tx_hash && Number(row.chain_id) === Number(tx.chain_id))
    return toItem(address, transfers, parameters)
  })
  const last = shown.at(-1)!
  return { data, next: page.length > limit ? encodeCursor(Number(last.block_number), Number(last.tx_index), Number(last.chain_id)) : null }
}

/** One history item from the account's transfer rows of one transaction (the indexer's, or an account API's in the same shape). */
export function toItem(address: string, rows: Selectable<TransfersTable>[], parameters: Pick<QueryHistoryParameters, 'chains' | 'tokens' | 'prices' | 'iconUrl'>): HistoryItem {
  const first = rows[0]!
  const chainId = Number(first.chain_id)
  const chain = parameters.chains.find((c) => c.chainId === chainId)
  const listed = parameters.tokens(chainId)
  const transfers = rows.map((row): HistoryTransfer => {
    const direction = row.from_address === address && row.to_address === address ? 'self' : row.from_address === address ? 'out' : 'in'
    if (row.token_standard === 'erc721') {
      return {
        direction,
        quantity: { numeric: '1', decimals: '0' },
        // NFTs from contracts on no token list are treated as spam (the client hides them).
        nft_info: { name: `#${row.amount}`, content: { preview: { url: '' } }, flags: { is_spam: true } },
      }
    }
    const token = row.token_address ? listed.find((t) => t.address.toLowerCase() === row.token_address) : undefined
    const native = row.token_standard === 'native'
    const decimals = native ? (chain?.nativeCurrency.decimals ?? 18) : (token?.decimals ?? 18)
    const symbol = native ? (chain?.nativeCurrency.symbol ?? 'ETH') : (token?.symbol ?? 'UNKNOWN')
    const name = native ? (chain?.nativeCurrency.name ?? 'Ether') : (token?.name ?? 'Unknown token')
    const numeric = formatUnits(BigInt(row.amount), decimals)
    const price = parameters.prices?.(chainId, native ? 'native' : token ? token.address : '')
    return {
      direction,
      quantity: { numeric, decimals: String(decimals) },
      ...(price === undefined ? {} : { price, value: Number(numeric) * price }),
      fungible_info: { name, symbol, icon: { url: parameters.iconUrl(symbol) } },
    }
  })
  const directions = new Set(transfers.map((t) => t.direction))
  const operationType: HistoryItem['metadata']['operationType'] = rows.every((row) => row.from_address === zero)
    ? 'mint'
    : rows.every((row) => row.to_address === zero)
      ? 'burn'
      : directions.size === 1 && directions.has('in')
        ? 'receive'
        : directions.size === 1 && directions.has('out')
          ? 'send'
          : directions.has('in') && directions.has('out')
            ? 'trade'
            : 'execute'
  return {
    id: `${first.tx_hash}:${chainId}`,
    metadata: {
      operationType,
      hash: first.tx_hash,
      chain: `eip155:${chainId}`,
      minedAt: new Date(Number(first.mined_at)).toISOString(),
      sentFrom: getAddress(counterpart(rows, 'receive', operationType, address) ?? first.tx_from),
      sentTo: counterpart(rows, 'send', operationType, address) ?? (first.tx_to ? getAddress(first.tx_to) : ''),
      status: first.tx_status,
      nonce: Number(first.tx_nonce),
    },
    transfers,
  }
}

/**
 * Who the account dealt with, as a person reads "sent to" / "received from": the one recipient of
 * a send (an ERC-20 transfer's, not the token contract the transaction called) or the one sender of
 * a receive, as the kit's own pending item says it; undefined otherwise (the transaction's own ends).
 */
function counterpart(rows: Selectable<TransfersTable>[], side: 'send' | 'receive', operationType: string, address: string): string | undefined {
  if (operationType !== side) return undefined
  const others = new Set(rows.map((row) => (side === 'send' ? row.to_address : row.from_address)).filter((other) => other !== address))
  return others.size === 1 ? getAddress([...others][0]!) : undefined
}
