import { describe, expect, it } from 'vitest'
import { checkLogFilter } from './rpcLimits.ts'

const hash = `0x${'ab'.repeat(32)}`

describe('checkLogFilter (issue 27: log filters read strictly)', () => {
  it.each([
    ['a null blockHash', { blockHash: null }],
    ['a short blockHash', { blockHash: '0x1234' }],
    ['a blockHash with a bound', { blockHash: hash, toBlock: 'latest' }],
    ['an upper-case 0X bound', { fromBlock: '0X0', toBlock: '0XFFFFFF' }],
    ['a bound with leading zeros', { fromBlock: '0x01' }],
    ['upper-case hex digits', { toBlock: '0xA' }],
    ['a null bound', { fromBlock: null }],
    ['a number bound', { fromBlock: 0 }],
    ['an unknown tag', { fromBlock: 'oldest' }],
    ['a bound over 64 bits', { toBlock: `0x1${'0'.repeat(16)}` }],
  ])('refuses %s', (_, filter) => {
    expect(checkLogFilter('eth_getLogs', [filter])).toMatchObject({ kind: 'invalid' })
    expect(checkLogFilter('eth_newFilter', [filter])).toMatchObject({ kind: 'invalid' })
  })

  it('refuses a missing or non-object filter, and leaves other methods alone', () => {
    for (const params of [[], undefined, [null], [[]], ['latest'], {}]) expect(checkLogFilter('eth_getLogs', params)).toMatchObject({ kind: 'invalid' })
    expect(checkLogFilter('eth_getBalance', [{ blockHash: null }])).toEqual({ kind: 'none' })
  })

  it('reads valid filters: a block hash, tags and canonical quantities', () => {
    expect(checkLogFilter('eth_getLogs', [{ blockHash: hash }])).toEqual({ kind: 'blockHash' })
    expect(checkLogFilter('eth_getLogs', [{}])).toEqual({ kind: 'range', from: 'head', to: 'head' })
    expect(checkLogFilter('eth_getLogs', [{ fromBlock: 'earliest', toBlock: '0x0' }])).toEqual({ kind: 'range', from: 0n, to: 0n })
    expect(checkLogFilter('eth_getLogs', [{ fromBlock: '0x1f', toBlock: 'finalized' }])).toEqual({ kind: 'range', from: 31n, to: 'head' })
    expect(checkLogFilter('eth_newFilter', [{ fromBlock: 'safe', toBlock: 'pending', address: '0x0' }])).toEqual({ kind: 'range', from: 'head', to: 'head' })
  })
})
