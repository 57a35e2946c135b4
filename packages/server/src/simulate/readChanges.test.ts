import { type Address, type Hex, maxUint256, numberToHex, pad } from 'viem'
import { describe, expect, it } from 'vitest'
import { maxReportedChanges } from './limits.ts'
import { approvalForAllTopic, approvalTopic, nativeTransferEmitter, readChanges, transferTopic } from './readChanges.ts'

const me: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const topic = (address: Address) => pad(address.toLowerCase() as Hex, { size: 32 })
const amount = (value: bigint) => numberToHex(value, { size: 32 })

describe('readChanges', () => {
  it('reads a native send as a negative ETH change', () => {
    const logs = [{ address: nativeTransferEmitter as Hex, topics: [transferTopic, topic(me), topic(other)] as Hex[], data: amount(10n ** 16n) }]
    expect(readChanges(logs, me)).toEqual({ assets: [{ kind: 'native', amount: -(10n ** 16n) }], approvals: [], truncated: false })
  })

  it('nets a swap into one token out and one in, ignoring other accounts’ transfers', () => {
    const logs = [
      { address: token as Hex, topics: [transferTopic, topic(me), topic(other)] as Hex[], data: amount(5n) },
      { address: nativeTransferEmitter as Hex, topics: [transferTopic, topic(other), topic(me)] as Hex[], data: amount(7n) },
      { address: token as Hex, topics: [transferTopic, topic(other), topic(token)] as Hex[], data: amount(99n) },
    ]
    expect(readChanges(logs, me).assets).toEqual([
      { kind: 'erc20', token, amount: -5n },
      { kind: 'native', amount: 7n },
    ])
  })

  it('drops a token sent and received back in the same batch', () => {
    const logs = [
      { address: token as Hex, topics: [transferTopic, topic(me), topic(other)] as Hex[], data: amount(5n) },
      { address: token as Hex, topics: [transferTopic, topic(other), topic(me)] as Hex[], data: amount(5n) },
    ]
    expect(readChanges(logs, me).assets).toEqual([])
  })

  it('reads an NFT leaving the account', () => {
    const logs = [{ address: token as Hex, topics: [transferTopic, topic(me), topic(other), amount(42n)] as Hex[], data: '0x' as Hex }]
    expect(readChanges(logs, me).assets).toEqual([{ kind: 'erc721', token, tokenId: 42n, direction: 'out' }])
  })

  it('flags an unlimited approval and keeps the last approval per spender', () => {
    const logs = [
      { address: token as Hex, topics: [approvalTopic, topic(me), topic(other)] as Hex[], data: amount(1n) },
      { address: token as Hex, topics: [approvalTopic, topic(me), topic(other)] as Hex[], data: amount(maxUint256) },
      { address: token as Hex, topics: [approvalTopic, topic(other), topic(me)] as Hex[], data: amount(maxUint256) },
    ]
    expect(readChanges(logs, me).approvals).toEqual([{ kind: 'erc20', token, spender: other, amount: maxUint256, unlimited: true }])
  })

  it('reads setApprovalForAll', () => {
    const logs = [{ address: token as Hex, topics: [approvalForAllTopic, topic(me), topic(other)] as Hex[], data: amount(1n) }]
    expect(readChanges(logs, me).approvals).toEqual([{ kind: 'all', token, operator: other, approved: true }])
  })

  it('cuts a flood of changes and says so', () => {
    const logs = Array.from({ length: maxReportedChanges + 5 }, (_, index) => ({
      address: pad(numberToHex(index + 1), { size: 20 }),
      topics: [transferTopic, topic(other), topic(me)] as Hex[],
      data: amount(1n),
    }))
    const changes = readChanges(logs, me)
    expect(changes.assets).toHaveLength(maxReportedChanges)
    expect(changes.truncated).toBe(true)
  })
})
