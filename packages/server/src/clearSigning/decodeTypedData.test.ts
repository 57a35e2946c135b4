import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeTypedData } from './decodeTypedData.ts'
import { ClearSigningError } from './errors.ts'
import { eth, shippedRegistry as registry } from '../testing/clearSigningRegistry.ts'

const permit2: Address = '0x000000000022D473030F116dDEE9F6B43aC78BA3'
const token: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const spender: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const permitSingle = (overrides: { domain?: object; amount?: string; types?: object } = {}) => ({
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    PermitDetails: [
      { name: 'token', type: 'address' },
      { name: 'amount', type: 'uint160' },
      { name: 'expiration', type: 'uint48' },
      { name: 'nonce', type: 'uint48' },
    ],
    PermitSingle: [
      { name: 'details', type: 'PermitDetails' },
      { name: 'spender', type: 'address' },
      { name: 'sigDeadline', type: 'uint256' },
    ],
    ...overrides.types,
  },
  primaryType: 'PermitSingle',
  domain: { name: 'Permit2', chainId: 31337, verifyingContract: permit2, ...overrides.domain },
  message: { details: { token, amount: overrides.amount ?? '1461501637330902918203684832716283019655932542975', expiration: '281474976710655', nonce: '0' }, spender, sigDeadline: '1800000000' },
})
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
    const wide = { ...permitSingle(), message: { ...permitSingle().message, extra: Array.from({ length: 100_000 }, () => 0) } }
    expect(refusal(wide)).toBe('too_large')
    let deep: unknown = {}
    for (let depth = 0; depth < 10_000; depth++) deep = { inner: deep }
    expect(refusal({ ...permitSingle(), message: deep })).toBe('too_deep')
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})
