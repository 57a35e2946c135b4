import { encodeErrorResult, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import type { ChainConfig } from '../chains/chains.ts'
import { devnetChains } from '../chains/chains.ts'
import { SimulationUnavailableError } from './errors.ts'
import { revertReason, simulateCalls } from './simulateCalls.ts'

const chain: ChainConfig = { ...devnetChains.find((entry) => entry.chainId === 31337)!, rpcUrl: 'http://rpc.invalid' }
const answering = (answer: unknown): typeof fetch => async () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })
const call = { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const }
const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const

describe('revertReason', () => {
  it('decodes Error(string)', () => {
    const data = encodeErrorResult({ abi: parseAbi(['error Error(string)']), errorName: 'Error', args: ['no allowance'] })
    expect(revertReason({ returnData: data })).toBe('no allowance')
  })
  it('names a custom error by its selector and a bare revert as null', () => {
    expect(revertReason({ returnData: '0xdeadbeef' })).toBe('custom error 0xdeadbeef')
    expect(revertReason({ returnData: '0x' })).toBeNull()
  })
})

describe('simulateCalls', () => {
  it('says the node cannot simulate when it has no eth_simulateV1', async () => {
    const fetchImpl = answering({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'the method eth_simulateV1 does not exist' } })
    const error = await simulateCalls({ chain, from, calls: [call], fetchImpl }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SimulationUnavailableError)
    expect((error as SimulationUnavailableError).reason).toBe('not_supported')
    expect((error as SimulationUnavailableError).status).toBe(503)
  })
  it('answers a 502 when the node answers no result for each call', async () => {
    const error = await simulateCalls({ chain, from, calls: [call, call], fetchImpl: answering({ jsonrpc: '2.0', id: 1, result: [{ calls: [] }] }) }).catch((caught: unknown) => caught)
    expect((error as { code: string }).code).toBe('upstream_unavailable')
  })
  it('reports the first reverting call', async () => {
    const result = [{ calls: [{ status: '0x1', returnData: '0x', gasUsed: '0x5208', logs: [] }, { status: '0x0', returnData: '0x', gasUsed: '0x0', error: { message: 'execution reverted: nope' } }] }]
    expect(await simulateCalls({ chain, from, calls: [call, call], fetchImpl: answering({ jsonrpc: '2.0', id: 1, result }) })).toEqual({ status: 'reverted', callIndex: 1, reason: 'nope' })
  })
})
