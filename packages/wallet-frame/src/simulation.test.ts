import type { Answer } from '@portico/core/contract'
import { describe, expect, it } from 'vitest'
import { englishTranslate } from './i18n/translate.ts'
import { ApiError } from './api.ts'
import { describeSimulation, simulationRows } from './simulation.ts'

const t = englishTranslate()
const drainer = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
type Success = Extract<Answer<'POST /v1/simulate'>, { status: 'success' }>
const base = { chainId: 'eip155:31337', status: 'success', approvals: [], truncated: false, gasUsed: '21000' } satisfies Omit<Success, 'assets'>

describe('describeSimulation', () => {
  it('shows a send as a signed amount with the unicode minus', () => {
    const answer: Success = { ...base, assets: [{ kind: 'native', symbol: 'ETH', decimals: 18, amount: '-10000000000000000', formatted: '-0.01' }] }
    expect(describeSimulation(t, answer)).toEqual({ rows: [{ label: 'Balance change', value: '−0.01 ETH' }], warnings: [], danger: false })
  })

  it('shows a swap as token out and token in, an unnamed token by its address', () => {
    const answer: Success = {
      ...base,
      assets: [
        { kind: 'native', symbol: 'ETH', decimals: 18, amount: '-1', formatted: '-0.000000000000000001' },
        { kind: 'erc20', token, symbol: null, decimals: null, listed: false, amount: '25', formatted: null },
      ],
    }
    expect(describeSimulation(t, answer).rows.map((row) => row.value)).toEqual(['−0.000000000000000001 ETH', `+25 ${token}`])
  })

  it('warns of an unlimited approval and of setApprovalForAll, and says when nothing moves', () => {
    const answer: Success = {
      ...base,
      assets: [],
      approvals: [
        { kind: 'erc20', token, symbol: 'PUSD', decimals: 6, spender: drainer, amount: '1', formatted: '0.000001', unlimited: false },
        { kind: 'erc20', token, symbol: 'PUSD', decimals: 6, spender: drainer, amount: '9'.repeat(77), formatted: null, unlimited: true },
        { kind: 'all', token, symbol: 'PNFT', operator: drainer, approved: true },
      ],
    }
    const described = describeSimulation(t, answer)
    expect(described.rows).toEqual([{ label: 'Balance change', value: 'No balance changes' }])
    expect(described.warnings).toEqual([
      `This lets ${drainer} take all of your PUSD, now and later, until you revoke it.`,
      `This gives ${drainer} control of all your PNFT NFTs.`,
    ])
    // Each of them is a danger: Approve takes one more step.
    expect(described.danger).toBe(true)
  })

  it('says a reverting transaction would fail, and why', () => {
    const reverted = (reason: string | null) => ({ chainId: 'eip155:31337', status: 'reverted', revert: { callIndex: 0, reason } }) as const
    expect(describeSimulation(t, reverted('nothing to drain')).warnings).toEqual(['This transaction would fail: nothing to drain'])
    expect(describeSimulation(t, reverted(null)).warnings).toEqual(['This transaction would fail.'])
  })

  it('shows each server warning in words; a danger (scam list, approval to an account) takes one more step, a caution does not', () => {
    const caution: Success = {
      ...base,
      assets: [{ kind: 'native', symbol: 'ETH', decimals: 18, amount: '-6000000000000000000', formatted: '-6' }],
      warnings: [
        { kind: 'new_contract', severity: 'caution', address: drainer },
        { kind: 'unusual_value', severity: 'caution', symbol: 'ETH', formatted: '6', usual: '0.5' },
      ],
    }
    const described = describeSimulation(t, caution)
    expect(described.warnings).toEqual([
      `${drainer} was deployed minutes ago. New contracts are often scams.`,
      'You send 6 ETH, far more than usual (at most 0.5 ETH lately).',
    ])
    expect(described.danger).toBe(false)
    const scam: Success = { ...base, assets: [], warnings: [{ kind: 'scam_address', severity: 'danger', address: drainer }] }
    expect(describeSimulation(t, scam)).toMatchObject({ warnings: [`${drainer} is on this service’s list of scam addresses.`], danger: true })
    const toPerson: Success = { ...base, assets: [], warnings: [{ kind: 'spender_not_contract', severity: 'danger', address: me, token }] }
    expect(describeSimulation(t, toPerson)).toMatchObject({ warnings: [`${me} is a personal account, not a contract: only a thief needs an allowance there.`], danger: true })
    const reverting: Answer<'POST /v1/simulate'> = { chainId: 'eip155:31337', status: 'reverted', revert: { callIndex: 0, reason: null }, warnings: [{ kind: 'scam_address', severity: 'danger', address: drainer }] }
    expect(describeSimulation(t, reverting)).toMatchObject({ warnings: ['This transaction would fail.', `${drainer} is on this service’s list of scam addresses.`], danger: true })
  })
})

describe('simulationRows', () => {
  const api = (simulate: () => Promise<never>) => ({ simulate, me: async () => ({ user: { address: me } }) }) as never

  it('degrades to one row saying the request was not simulated when the server cannot', async () => {
    const failing = api(async () => Promise.reject(new Error('simulation_unavailable')))
    const result = await simulationRows(failing, t, { method: 'eth_sendTransaction', params: [{ to: drainer, value: '0x1' }], chainId: '31337', from: me })
    expect(result).toEqual({ rows: [{ label: 'Balance change', value: 'Not simulated: check the details below yourself' }], warnings: [], danger: false })
  })

  it('still shows the calls in words the server sends with its 503, and nothing of details that are not that', async () => {
    const decoded = [{ intent: 'Allow spending of a token', owner: 'ERC-20 token', fields: [{ label: 'Up to', value: 'Unlimited PUSD' }] }]
    const unavailable = (details: unknown) => api(async () => Promise.reject(new ApiError(503, 'simulation_unavailable', 'no eth_simulateV1', details)))
    const result = await simulationRows(unavailable({ reason: 'not_supported', decoded }), t, { method: 'eth_sendTransaction', params: [{ to: token, data: '0x095ea7b3' }], chainId: '31337', from: me })
    expect(result.rows).toEqual([
      { label: 'Balance change', value: 'Not simulated: check the details below yourself' },
      { label: 'What it does (read with the contract’s description)', value: 'Allow spending of a token (ERC-20 token)' },
      { label: 'Up to', value: 'Unlimited PUSD' },
    ])
    const odd = await simulationRows(unavailable({ decoded: [{ intent: 1 }] }), t, { method: 'eth_sendTransaction', params: [{ to: token }], chainId: '31337', from: me })
    expect(odd.rows).toHaveLength(1)
  })

  it('asks nothing for a signature, and sends a batch’s calls with the EOA when no account is given', async () => {
    const seen: unknown[] = []
    const recording = { simulate: async (body: unknown) => (seen.push(body), { ...base, assets: [] }), me: async () => ({ user: { address: me } }) } as never
    expect(await simulationRows(recording, t, { method: 'personal_sign', params: ['0x00', me], chainId: '31337', from: me })).toEqual({ rows: [], warnings: [], danger: false })
    await simulationRows(recording, t, { method: 'wallet_sendCalls', params: [{ calls: [{ to: token, data: '0xab', value: '0x0' }, { to: drainer }] }], chainId: '31337', from: undefined })
    expect(seen).toEqual([{ chainId: 31337, from: me, calls: [{ to: token, data: '0xab', value: '0x0' }, { to: drainer }] }])
  })
})

describe('the server’s reading of the calls (ERC-7730)', () => {
  it('adds what each call does and its fields, after the balance changes; a call the server did not read adds nothing', () => {
    const decoded = { intent: 'Allow spending of a token', owner: 'ERC-20 token', fields: [{ label: 'Up to', value: 'Unlimited PUSD' }] }
    const one: Success = { ...base, assets: [], decoded: [decoded] }
    expect(describeSimulation(t, one).rows).toEqual([
      { label: 'Balance change', value: 'No balance changes' },
      { label: 'What it does (read with the contract’s description)', value: 'Allow spending of a token (ERC-20 token)' },
      { label: 'Up to', value: 'Unlimited PUSD' },
    ])
    const batch: Success = { ...base, assets: [], decoded: [null, decoded] }
    expect(describeSimulation(t, batch).rows[1]).toEqual({ label: 'Call 2: what it does', value: 'Allow spending of a token (ERC-20 token)' })
  })
})
