import { describe, expect, it } from 'vitest'
import type { Decoded } from './types.ts'
import { tokensOf, wordDecoded } from './wordDecoded.ts'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const amount = (value: bigint, unlimited = false) => ({ label: 'Up to', tokenAmount: { token, amount: value, unlimited, message: 'Unlimited' } }) as const
const decoded = (...fields: Decoded['fields']): Decoded => ({ intent: 'Allow spending of a token', owner: 'ERC-20 token', fields, contracts: [] })

describe('wordDecoded', () => {
  it('words a listed token by its symbol, an unlisted one with its address too (a contract can call itself anything), and unlimited as the message', () => {
    const fields = decoded(amount(12_500_000n), amount(2n ** 200n, true), { label: 'Spender', text: 'x' })
    expect(tokensOf([fields, undefined])).toEqual([token])
    const listed = new Map([[token.toLowerCase(), { symbol: 'PUSD', decimals: 6, listed: true }]])
    expect(wordDecoded(fields, listed).fields).toEqual([
      { label: 'Up to', value: '12.5 PUSD' },
      { label: 'Up to', value: 'Unlimited PUSD' },
      { label: 'Spender', value: 'x' },
    ])
    const unlisted = new Map([[token.toLowerCase(), { symbol: 'USDC', decimals: 6, listed: false }]])
    expect(wordDecoded(fields, unlisted).fields[0]).toEqual({ label: 'Up to', value: `12.5 USDC (${token})` })
  })

  it('keeps base units when the token’s decimals are not known', () => {
    expect(wordDecoded(decoded(amount(5n)), new Map()).fields).toEqual([{ label: 'Up to', value: `5 base units of ${token}` }])
  })
})
