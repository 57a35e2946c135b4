import { type Block, type Hash, type Log, type PublicClient, type Transaction, type TransactionReceipt, parseAbiItem } from 'viem'
import type { Insertable } from 'kysely'
import type { TransfersTable } from '../db/schema.ts'
import { runOfLog, type UserOperationRun, userOperationCalls, userOperationRuns } from './userOperationTransfers.ts'

/** Where a UserOperation's calls sit among a transaction's rows: before its logs and its own value (-1), in order. */
const userOperationLogIndex = (opIndex: number, callIndex: number) => -1_000_000 + opIndex * 1_000 + callIndex

/** ERC-20 and ERC-721 share the event signature; ERC-721 indexes the third argument (4 topics). */
export const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)')
export const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef' as const

const lower = (address: string) => address.toLowerCase()
const topicAddress = (topic: string) => `0x${topic.slice(26)}`.toLowerCase()

export type FetchedRange = {
  blocks: Block<bigint, true>[]
  receipts: Map<Hash, TransactionReceipt>
  logs: Log[]
}

/**
 * Reads blocks `from`..`to` (with their transactions and receipts) and the `Transfer` logs in
 * them. One `eth_getLogs` for the range; one block and one `eth_getBlockReceipts` per block.
 */
export async function fetchRange(client: PublicClient, from: bigint, to: bigint): Promise<FetchedRange> {
  const numbers: bigint[] = []
  for (let n = from; n <= to; n++) numbers.push(n)
  const [blocks, receiptLists, logs] = await Promise.all([
    Promise.all(numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true }))),
    Promise.all(
      numbers.map((blockNumber) =>
        client.request({ method: 'eth_getBlockReceipts' as 'eth_getBlockByNumber', params: [`0x${blockNumber.toString(16)}`] as never }),
      ),
    ),
    client.request({
      method: 'eth_getLogs',
      params: [{ fromBlock: `0x${from.toString(16)}`, toBlock: `0x${to.toString(16)}`, topics: [transferTopic] }],
    }),
  ])
  const receipts = new Map<Hash, TransactionReceipt>()
  for (const list of receiptLists as unknown as { transactionHash: Hash; status: string }[][]) {
    for (const receipt of list ?? []) receipts.set(receipt.transactionHash, receipt as unknown as TransactionReceipt)
  }
  return { blocks: blocks as Block<bigint, true>[], receipts, logs: logs as unknown as Log[] }
}

/**
 * The transfer rows of a fetched range: each transaction's own value, the value each ERC-4337
 * UserOperation of a bundle sent, then every `Transfer` log. What a UserOperation did (its calls'
 * value, and the `Transfer` logs its execution emitted) is the account's transaction, not the
 * bundler's: its rows name the account as the sender (`tx_from`) and what it called last as the
 * receiver (`tx_to`, as the account's own transaction would; a batch's approvals come first, its
 * action last). The nonce stays the bundle's: a UserOperation's is a 192-bit key and a sequence,
 * the key often a fresh one per operation.
 */
export function toTransferRows(chainId: number, { blocks, receipts, logs }: FetchedRange): Insertable<TransfersTable>[] {
  const txByHash = new Map<string, { tx: Transaction; block: Block<bigint, true>; runs: UserOperationRun[] }>()
  const rows: Insertable<TransfersTable>[] = []
  for (const block of blocks) {
    for (const tx of block.transactions) {
      const receipt = receipts.get(tx.hash)
      const status = receiptStatus(receipt)
      const runs = status === 'confirmed' ? userOperationRuns(tx, (receipt?.logs ?? []) as never) : []
      txByHash.set(tx.hash, { tx, block, runs })
      for (const call of userOperationCalls(runs)) {
        rows.push({
          ...txColumns(chainId, tx, block, status),
          ...runColumns(runs[call.opIndex]!),
          log_index: userOperationLogIndex(call.opIndex, call.callIndex),
          from_address: lower(call.sender),
          to_address: lower(call.to),
          token_address: null,
          token_standard: 'native',
          amount: call.value.toString(),
        })
      }
      // A failed transaction moves no value; contract creations have no receiver.
      if (tx.value === 0n || !tx.to || status !== 'confirmed') continue
      rows.push({
        ...txColumns(chainId, tx, block, status),
        log_index: -1,
        from_address: lower(tx.from),
        to_address: lower(tx.to),
        token_address: null,
        token_standard: 'native',
        amount: tx.value.toString(),
      })
    }
  }
  for (const log of logs) {
    const topics = log.topics as string[]
    if (topics[0] !== transferTopic || topics.length < 3 || !log.transactionHash) continue
    const found = txByHash.get(log.transactionHash)
    if (!found) continue
    const nft = topics.length === 4
    const raw = nft ? topics[3]! : log.data
    if (!/^0x[0-9a-fA-F]{1,64}$/.test(raw)) continue
    const run = runOfLog(found.runs, Number(log.logIndex))
    rows.push({
      ...txColumns(chainId, found.tx, found.block, receiptStatus(receipts.get(found.tx.hash))),
      ...(run ? runColumns(run) : {}),
      log_index: Number(log.logIndex),
      from_address: topicAddress(topics[1]!),
      to_address: topicAddress(topics[2]!),
      token_address: lower(log.address),
      token_standard: nft ? 'erc721' : 'erc20',
      amount: BigInt(raw).toString(),
    })
  }
  return rows
}

/** A UserOperation's own sender and receiver (its last call's target, when its calls are known). */
function runColumns(run: UserOperationRun) {
  const to = run.calls.at(-1)?.to
  return {
    tx_from: lower(run.sender),
    ...(to ? { tx_to: lower(to) } : {}),
  }
}

function receiptStatus(receipt: TransactionReceipt | undefined): 'confirmed' | 'failed' {
  const status = receipt?.status as string | undefined
  return status === 'success' || status === '0x1' ? 'confirmed' : 'failed'
}

function txColumns(chainId: number, tx: Transaction, block: Block<bigint, true>, status: 'confirmed' | 'failed') {
  return {
    chain_id: chainId,
    tx_hash: tx.hash,
    block_number: Number(block.number),
    tx_index: Number(tx.transactionIndex),
    mined_at: Number(block.timestamp) * 1000,
    tx_from: lower(tx.from),
    tx_to: tx.to ? lower(tx.to) : null,
    tx_nonce: Number(tx.nonce),
    tx_status: status,
  }
}
