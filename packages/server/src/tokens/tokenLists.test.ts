import { describe, expect, it } from 'vitest'
import { createTokenLists, loadTokenList, maxTokensPerChain, tokensOfList } from './tokenLists.ts'

const token = (chainId: number, n: number) => ({ chainId, address: `0x${n.toString(16).padStart(40, '0')}`, name: `T${n}`, symbol: `T${n}`, decimals: 18 })

describe('token lists (Uniswap token-list format)', () => {
  it('ships defaults for Ethereum and Base, and the devnet tokens', () => {
    expect(loadTokenList(1).map((t) => t.symbol)).toEqual(['USDC', 'USDT', 'DAI'])
    expect(loadTokenList(8453)).toEqual([{ address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', name: 'USD Coin', symbol: 'USDC', decimals: 6 }])
    expect(loadTokenList(31337).map((t) => t.symbol)).toEqual(['PUSD', 'PTK'])
    expect(loadTokenList(5)).toEqual([])
  })

  it("keeps one chain's tokens, checksummed and at most the bound; refuses a malformed list", () => {
    const list = { name: 'Mine', timestamp: 'x', tokens: [token(1, 1), token(10, 2), ...Array.from({ length: 250 }, (_, i) => token(10, i + 3))] }
    expect(tokensOfList(list, 1)).toEqual([{ address: '0x0000000000000000000000000000000000000001', name: 'T1', symbol: 'T1', decimals: 18 }])
    expect(tokensOfList(list, 10)).toHaveLength(maxTokensPerChain)
    expect(() => tokensOfList({ name: 'x', tokens: [{ ...token(1, 1), address: '0x12' }] }, 1)).toThrow()
    expect(() => tokensOfList([token(1, 1)], 1)).toThrow()
  })

  it("an operator's list replaces the shipped lists of the chains it covers only", () => {
    const lists = createTokenLists(undefined, { name: 'Mine', tokens: [token(1, 7)] })
    expect(lists.get(1).map((t) => t.symbol)).toEqual(['T7'])
    expect(lists.get(8453).map((t) => t.symbol)).toEqual(['USDC'])
  })
})
