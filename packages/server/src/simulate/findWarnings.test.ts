import type { Address } from 'viem'
import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { SIMULATE_NEW_CONTRACT_BLOCKS } from '@portico/core/contract'
import { devnetChains, type ChainConfig } from '../chains/chains.ts'
import { findWarnings } from './findWarnings.ts'
import { parseScamList } from './scamList.ts'

const chain: ChainConfig = { ...devnetChains.find((entry) => entry.chainId === 31337)!, rpcUrl: 'http://rpc.invalid' }
const from: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const token: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const person: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const fresh: Address = '0x3333333333333333333333333333333333333333'
const head = 1_000

/** A node whose code is `old` (had code before the window) or `fresh` (only now); any other address has none. */
function node({ failOld = false }: { failOld?: boolean } = {}): typeof fetch {
  return async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as { id: number; method: string; params: [string, string] }[] | { id: number; method: string; params: [string, string] }
    const answer = (request: { id: number; method: string; params: [string, string] }) => {
      if (request.method === 'eth_blockNumber') return { jsonrpc: '2.0', id: request.id, result: `0x${head.toString(16)}` }
      const [address, block] = request.params
      const old = Number(block) < head
      if (old && failOld) return { jsonrpc: '2.0', id: request.id, error: { code: -32000, message: 'missing trie node' } }
      const code = address.toLowerCase() === token.toLowerCase() || (address.toLowerCase() === fresh.toLowerCase() && !old) ? '0x6080' : '0x'
      return { jsonrpc: '2.0', id: request.id, result: code }
    }
    return new Response(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)), { headers: { 'content-type': 'application/json' } })
  }
}

const noDb = {} as never
const base = { chain, db: noDb, from, recipients: [], assets: [], scamList: undefined }
const approval = (spender: Address) => ({ kind: 'erc20' as const, token, spender, amount: maxUint256, unlimited: true })

describe('findWarnings', () => {
  it('warns of an approval to an address with no code as a danger, once per spender', async () => {
    const warnings = await findWarnings({ ...base, targets: [token], approvals: [approval(person), approval(person)], fetchImpl: node() })
    expect(warnings).toEqual([{ kind: 'spender_not_contract', severity: 'danger', address: person, token }])
  })

  it('says nothing of an approval taken back (amount 0)', async () => {
    const warnings = await findWarnings({ ...base, targets: [token], approvals: [{ ...approval(person), amount: 0n, unlimited: false }], fetchImpl: node() })
    expect(warnings).toEqual([])
  })

  it(`warns of a contract whose code is younger than ${SIMULATE_NEW_CONTRACT_BLOCKS} blocks, not of an older one`, async () => {
    const warnings = await findWarnings({ ...base, targets: [fresh, token], approvals: [], fetchImpl: node() })
    expect(warnings).toEqual([{ kind: 'new_contract', severity: 'caution', address: fresh }])
  })

  it('says nothing of age when the node cannot read the older block (pruned state)', async () => {
    expect(await findWarnings({ ...base, targets: [fresh], approvals: [], fetchImpl: node({ failOld: true }) })).toEqual([])
  })

  it('warns of a call target, a spender and a recipient on the scam list, first', async () => {
    const scamList = parseScamList([token, person, fresh])
    const warnings = await findWarnings({ ...base, scamList, targets: [token], approvals: [approval(fresh)], recipients: [person], fetchImpl: node() })
    expect(warnings.slice(0, 3)).toEqual([
      { kind: 'scam_address', severity: 'danger', address: token },
      { kind: 'scam_address', severity: 'danger', address: fresh },
      { kind: 'scam_address', severity: 'danger', address: person },
    ])
  })

  it('answers without code warnings when the node does not answer', async () => {
    const down: typeof fetch = async () => {
      throw new Error('connection refused')
    }
    expect(await findWarnings({ ...base, targets: [token], approvals: [approval(person)], fetchImpl: down })).toEqual([])
  })
})
