import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeTypedData } from './decodeTypedData.ts'
import { ClearSigningError } from './errors.ts'
import { eth, shippedRegistry as registry } from '../testing/clearSigningRegistry.ts'
import { permit2Batch, permit2Single, permit2Types } from '../testing/permit2TypedData.ts'

const token: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const token2: Address = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const spender: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const permitSingle = (overrides: { domain?: object; amount?: string; types?: object } = {}) => permit2Single({ token, spender, ...(overrides.amount ? { amount: overrides.amount } : {}) }, overrides)
const decode = (typedData: unknown) => decodeTypedData({ registry, native: eth, typedData })
const refusal = (typedData: unknown) => {
  try {
    decode(typedData)
  } catch (error) {
    return error instanceof ClearSigningError ? error.reason : `not typed: ${String(error)}`
  }
  return 'no error'
}

describe('decodeTypedData with the shipped descriptors', () => {
  it('reads a Permit2 PermitSingle: the spender (to be a contract), the amount of the token (unlimited), when it ends', () => {
    expect(decode(permitSingle())).toEqual({
      intent: 'Allow spending of a token through Permit2',
      owner: 'Permit2 (Uniswap)',
      fields: [
        { label: 'Spender', text: spender },
        { label: 'Up to', tokenAmount: { token, amount: 2n ** 160n - 1n, unlimited: true, message: 'Unlimited' } },
        { label: 'Allowance ends', text: 'No end' },
        { label: 'Signature valid until', text: '2027-01-15 08:00 UTC' },
      ],
      contracts: [spender],
    })
  })

  it('reads a Permit2 PermitBatch: the spender (to be a contract), then each token’s amount (each with its own token) and when each allowance ends', () => {
    const batch = permit2Batch({ spender, tokens: [{ token }, { token: token2, amount: '5000000', expiration: '1800000000' }] })
    expect(decode(batch)).toEqual({
      intent: 'Allow spending of tokens through Permit2',
      owner: 'Permit2 (Uniswap)',
      fields: [
        { label: 'Spender', text: spender },
        { label: 'Up to 1', tokenAmount: { token, amount: 2n ** 160n - 1n, unlimited: true, message: 'Unlimited' } },
        { label: 'Up to 2', tokenAmount: { token: token2, amount: 5_000_000n, unlimited: false, message: 'Unlimited' } },
        { label: 'Allowance ends 1', text: 'No end' },
        { label: 'Allowance ends 2', text: '2027-01-15 08:00 UTC' },
        { label: 'Signature valid until', text: '2027-01-15 08:00 UTC' },
      ],
      contracts: [spender],
    })
    // One token reads as a single permit does; none is a batch that allows nothing.
    expect(decode(permit2Batch({ spender, tokens: [{ token: token2 }] }))?.fields[1]).toEqual({ label: 'Up to', tokenAmount: { token: token2, amount: 2n ** 160n - 1n, unlimited: true, message: 'Unlimited' } })
    expect(decode(permit2Batch({ spender, tokens: [] }))?.fields.map((field) => field.label)).toEqual(['Spender', 'Signature valid until'])
  })

  it('refuses a PermitBatch that is not Permit2’s, or whose details are not PermitDetails, as not matching', () => {
    const batch = (overrides: object) => permit2Batch({ spender, tokens: [{ token }] }, overrides)
    expect(refusal(batch({ domain: { verifyingContract: token } }))).toBe('not_matching')
    expect(refusal(batch({ types: { PermitBatch: [{ name: 'details', type: 'PermitDetails' }, { name: 'spender', type: 'address' }, { name: 'sigDeadline', type: 'uint256' }] } }))).toBe('not_matching')
    expect(refusal({ ...batch({}), message: { ...batch({}).message, details: [{ token, amount: (2n ** 160n).toString(), expiration: '0', nonce: '0' }] } })).toBe('not_matching')
    expect(refusal({ ...batch({}), message: { ...batch({}).message, details: [{ token: 'me', amount: '1', expiration: '0', nonce: '0' }] } })).toBe('not_matching')
    expect(refusal({ ...batch({}), message: { ...batch({}).message, details: { token } } })).toBe('not_matching')
  })

  it('reads an EIP-2612 Permit of any token, the token being the verifying contract', () => {
    const decoded = decode({
      types: { Permit: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }] },
      primaryType: 'Permit',
      domain: { name: 'Portico USD', version: '1', chainId: 1, verifyingContract: token },
      message: { owner: spender, spender, value: '5000000', nonce: 0, deadline: 1_800_000_000 },
    })
    expect(decoded?.fields[1]).toEqual({ label: 'Up to', tokenAmount: { token, amount: 5_000_000n, unlimited: false, message: 'Unlimited' } })
  })

  it('leaves a message no descriptor knows undecoded', () => {
    expect(decode({ types: { Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', domain: {}, message: { contents: 'hi' } })).toBeUndefined()
  })

  it('refuses a PermitSingle that is not Permit2’s (another contract, another chain, other types, a value its type refuses) as not matching', () => {
    expect(refusal(permitSingle({ domain: { verifyingContract: token } }))).toBe('not_matching')
    expect(refusal(permitSingle({ domain: { chainId: 56 } }))).toBe('not_matching')
    expect(refusal(permitSingle({ domain: { name: 'Permit3' } }))).toBe('not_matching')
    expect(refusal(permitSingle({ types: { PermitSingle: [{ name: 'spender', type: 'address' }] } }))).toBe('not_matching')
    expect(refusal(permitSingle({ amount: '-1' }))).toBe('not_matching')
    expect(refusal(permitSingle({ amount: (2n ** 161n).toString() }))).toBe('not_matching')
  })

  it('refuses malformed, huge and deep typed data with a typed error, fast', () => {
    const started = performance.now()
    for (const malformed of [null, 'text', [], { primaryType: 'PermitSingle' }, { ...permitSingle(), message: 'x' }]) expect(refusal(malformed)).toBe('malformed')
    // Types that are not lists of { name, type } strings (the fuzz suite's typed-data sample found these a 500).
    const details = permit2Types.PermitDetails
    for (const types of [{ PermitDetails: [{ ...details[0], type: -1 }, ...details.slice(1)] }, { PermitDetails: [null] }, { PermitDetails: 'address' }, { PermitSingle: [{ name: 1, type: 'address' }] }]) {
      expect(refusal(permitSingle({ types }))).toBe('malformed')
    }
    const wide = { ...permitSingle(), message: { ...permitSingle().message, extra: Array.from({ length: 100_000 }, () => 0) } }
    expect(refusal(wide)).toBe('too_large')
    let deep: unknown = {}
    for (let depth = 0; depth < 10_000; depth++) deep = { inner: deep }
    expect(refusal({ ...permitSingle(), message: deep })).toBe('too_deep')
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})
