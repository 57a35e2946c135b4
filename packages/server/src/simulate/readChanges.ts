import { type Address, type Hex, getAddress, maxUint256, pad } from 'viem'
import { maxReportedChanges } from './limits.ts'

/** The pseudo-address `eth_simulateV1`'s `traceTransfers` logs native (ETH) transfers from. */
export const nativeTransferEmitter = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** `Transfer(address,address,uint256)`: ERC-20 (value in data) and ERC-721 (tokenId indexed). */
export const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
/** `Approval(address,address,uint256)`: ERC-20 (value in data) and ERC-721 (tokenId indexed). */
export const approvalTopic = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925'
/** `ApprovalForAll(address,address,bool)` (ERC-721 and ERC-1155). */
export const approvalForAllTopic = '0x17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31'

export type SimulatedLog = { address: Hex; topics: readonly Hex[]; data: Hex }

/** What the sender gains or loses: `amount` is signed wei or base units (a decimal string, `-` when out). */
export type RawAssetChange =
  | { kind: 'native'; amount: bigint }
  | { kind: 'erc20'; token: Address; amount: bigint }
  | { kind: 'erc721'; token: Address; tokenId: bigint; direction: 'in' | 'out' }

/** A permission the sender grants (or, with `amount` 0 / `approved` false, takes back). */
export type RawApproval =
  | { kind: 'erc20'; token: Address; spender: Address; amount: bigint; unlimited: boolean }
  | { kind: 'erc721'; token: Address; spender: Address; tokenId: bigint }
  | { kind: 'all'; token: Address; operator: Address; approved: boolean }

export type RawChanges = { assets: RawAssetChange[]; approvals: RawApproval[]; truncated: boolean }

/** A value at or above this counts as "unlimited" (2^255: what wallets and routers use for "max", and more). */
const unlimitedThreshold = maxUint256 / 2n

const topicAddress = (topic: Hex): Address => getAddress(`0x${topic.slice(-40)}`)
const word = (hex: Hex): bigint => (hex === '0x' ? 0n : BigInt(hex.length > 66 ? hex.slice(0, 66) : hex))

/**
 * The balance changes and approvals of `sender` in a simulated batch's logs (`eth_simulateV1` with
 * `traceTransfers`, whose native transfers come as ERC-20-shaped logs of `nativeTransferEmitter`).
 * Net per asset: a token sent and received back in one batch shows its difference, and no entry
 * when that is zero. Logs from anything but the standard events are ignored; at most
 * `maxReportedChanges` entries, with `truncated` when more were seen.
 */
export function readChanges(logs: readonly SimulatedLog[], sender: Address): RawChanges {
  const me = pad(sender.toLowerCase() as Hex, { size: 32 }).toLowerCase()
  const fungible = new Map<string, bigint>()
  const nfts = new Map<string, RawAssetChange>()
  const approvals = new Map<string, RawApproval>()
  for (const log of logs) {
    const [topic0, topic1, topic2, topic3] = log.topics.map((topic) => topic.toLowerCase() as Hex)
    if (!topic0 || !topic1 || !topic2) continue
    const emitter = log.address.toLowerCase()
    if (topic0 === transferTopic) {
      if (topic1 !== me && topic2 !== me) continue
      if (topic3 !== undefined) {
        const token = getAddress(emitter)
        const tokenId = BigInt(topic3)
        const key = `${emitter}:${tokenId}`
        const before = nfts.get(key)
        const direction = topic2 === me ? 'in' : 'out'
        if (topic1 === me && topic2 === me) continue
        // Out then back in (or in then out) nets to nothing.
        if (before && before.kind === 'erc721' && before.direction !== direction) nfts.delete(key)
        else nfts.set(key, { kind: 'erc721', token, tokenId, direction })
        continue
      }
      const value = word(log.data)
      const delta = (topic2 === me ? value : 0n) - (topic1 === me ? value : 0n)
      fungible.set(emitter, (fungible.get(emitter) ?? 0n) + delta)
    } else if (topic0 === approvalTopic && topic1 === me && emitter !== nativeTransferEmitter) {
      const token = getAddress(emitter)
      const spender = topicAddress(topic2)
      if (topic3 !== undefined) approvals.set(`${emitter}:nft:${BigInt(topic3)}`, { kind: 'erc721', token, spender, tokenId: BigInt(topic3) })
      else {
        const amount = word(log.data)
        approvals.set(`${emitter}:${spender}`, { kind: 'erc20', token, spender, amount, unlimited: amount >= unlimitedThreshold })
      }
    } else if (topic0 === approvalForAllTopic && topic1 === me) {
      const operator = topicAddress(topic2)
      approvals.set(`${emitter}:all:${operator}`, { kind: 'all', token: getAddress(emitter), operator, approved: word(log.data) !== 0n })
    }
  }
  const assets: RawAssetChange[] = []
  for (const [emitter, amount] of fungible) {
    if (amount === 0n) continue
    assets.push(emitter === nativeTransferEmitter ? { kind: 'native', amount } : { kind: 'erc20', token: getAddress(emitter), amount })
  }
  assets.push(...nfts.values())
  const all = [...approvals.values()]
  const total = assets.length + all.length
  const keptAssets = assets.slice(0, maxReportedChanges)
  const keptApprovals = all.slice(0, Math.max(0, maxReportedChanges - keptAssets.length))
  return { assets: keptAssets, approvals: keptApprovals, truncated: total > keptAssets.length + keptApprovals.length }
}
