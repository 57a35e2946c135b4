import type { SimulationReview } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { en } from '../../../i18n/en'
import { de } from '../../../i18n/locales/de'
import { createTranslate } from '../../../i18n/translate'
import { hasDanger } from './hasDanger'
import { reviewText, signedAmount } from './simulationText'

const t = createTranslate(en)
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const drainer = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const success = (rest: Partial<Extract<SimulationReview, { status: 'success' }>>): SimulationReview => ({ status: 'success', assets: [], approvals: [], warnings: [], truncated: false, decoded: [], ...rest })

describe('reviewText', () => {
  it('keeps the calls the server read with its descriptors, in order, and leaves out those it did not read', () => {
    const swap = { intent: 'Swap', owner: 'Uniswap v2 router', fields: [{ label: 'You pay', value: '0.01 ETH' }] }
    expect(reviewText(success({ decoded: [null, swap] }), t, 'en')?.decoded).toEqual([swap])
    const reverted: SimulationReview = { status: 'reverted', callIndex: 0, reason: null, warnings: [], decoded: [swap] }
    expect(reviewText(reverted, t, 'en')?.decoded).toEqual([swap])
    // Not simulated (the node has no eth_simulateV1), yet read: the calls still show in words.
    expect(reviewText({ status: 'unavailable', reason: 'not_supported', decoded: [swap] }, t, 'en')?.decoded).toEqual([swap])
  })

  it('shows a 0.01 ETH send as −0.01 ETH with its USD value, and a token in with a plus', () => {
    const review = success({
      assets: [
        { kind: 'native', symbol: 'ETH', decimals: 18, amount: '-10000000000000000', formatted: '-0.01', usd: -30 },
        { kind: 'erc20', token, symbol: 'PUSD', decimals: 6, listed: true, amount: '29500000', formatted: '29.5' },
      ],
    })
    expect(reviewText(review, t, 'en')?.changes).toEqual([
      { amount: '−0.01 ETH', usd: '$30.00' },
      { amount: '+29.5 PUSD', usd: undefined },
    ])
    expect(reviewText(review, createTranslate({ ...en, ...de }, 'de'), 'de')?.changes[0]).toEqual({ amount: '−0,01 ETH', usd: '30,00\u00a0$' })
  })

  it('says what is granted: an amount; everything and a whole collection as dangers, first among the warnings; nothing for a revoke', () => {
    const review = success({
      approvals: [
        { kind: 'erc20', token, symbol: 'PUSD', decimals: 6, spender: drainer, amount: '5000000', formatted: '5', unlimited: false },
        { kind: 'erc20', token, symbol: 'PUSD', decimals: 6, spender: drainer, amount: '0', formatted: '0', unlimited: false },
        { kind: 'erc20', token, symbol: 'PUSD', decimals: 6, spender: drainer, amount: '9'.repeat(77), formatted: null, unlimited: true },
        { kind: 'all', token, symbol: 'PNFT', operator: drainer, approved: true },
      ],
    })
    expect(reviewText(review, t, 'en')?.approvals).toEqual(['Lets 0x9fE4…a6e0 spend up to 5 PUSD'])
    expect(reviewText(review, t, 'en')?.warnings).toEqual([
      { text: 'Lets 0x9fE4…a6e0 spend all of your PUSD, now and later, until you revoke it', danger: true },
      { text: 'Gives 0x9fE4…a6e0 control of all your PNFT NFTs', danger: true },
    ])
    expect(hasDanger(review)).toBe(true)
    expect(hasDanger(success({ approvals: [review.status === 'success' ? review.approvals[0]! : never()] }))).toBe(false)
  })

  it('words the server’s warnings; a danger among them asks for the risk to be understood, a caution does not', () => {
    const caution = success({ warnings: [{ kind: 'new_contract', severity: 'caution', address: drainer }, { kind: 'unusual_value', severity: 'caution', symbol: 'ETH', formatted: '6', usual: '0.5' }] })
    expect(reviewText(caution, t, 'en')?.warnings).toEqual([
      { text: '0x9fE4…a6e0 was deployed minutes ago. New contracts are often scams.', danger: false },
      { text: 'You send 6 ETH, far more than usual (at most 0.5 ETH lately).', danger: false },
    ])
    expect(hasDanger(caution)).toBe(false)
    const scam = success({ warnings: [{ kind: 'scam_address', severity: 'danger', address: drainer }, { kind: 'spender_not_contract', severity: 'danger', address: drainer, token }] })
    expect(reviewText(scam, t, 'en')?.warnings.map((warning) => warning.danger)).toEqual([true, true])
    expect(hasDanger(scam)).toBe(true)
  })

  it('says it simulates, that it will fail and why, or why it was not simulated', () => {
    expect(reviewText({ status: 'simulating' }, t, 'en')?.status).toEqual({ text: 'Simulating the transaction…', kind: 'busy' })
    expect(reviewText({ status: 'reverted', callIndex: 0, reason: 'nothing to drain', warnings: [], decoded: [] }, t, 'en')?.status).toEqual({ text: 'This transaction will fail: nothing to drain', kind: 'fails' })
    expect(reviewText({ status: 'reverted', callIndex: 0, reason: null, warnings: [], decoded: [] }, t, 'en')?.status?.text).toBe('This transaction will fail.')
    expect(reviewText({ status: 'unavailable', reason: 'not_supported' }, t, 'en')?.status).toEqual({ text: 'Not simulated: this network’s node cannot simulate transactions.', kind: 'unavailable' })
    expect(reviewText(undefined, t, 'en')).toBeUndefined()
    expect(hasDanger({ status: 'unavailable', reason: 'unreachable' })).toBe(false)
  })
})

describe('signedAmount', () => {
  it('keeps every digit up to 6 decimals, and says "<" below', () => {
    expect(signedAmount('-1234.5', 'en')).toBe('−1,234.5')
    expect(signedAmount('0.0000000001', 'en')).toBe('+<0.000001')
  })
})

function never(): never {
  throw new Error('unreachable')
}
