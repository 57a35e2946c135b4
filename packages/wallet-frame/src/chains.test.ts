import { describe, expect, it } from 'vitest'
import serverChains from '../../server/src/chains/data/chains.json' with { type: 'json' }
import { chainInfo } from './chains.ts'

describe('chainInfo', () => {
  it('names every chain the server serves, with its native symbol', () => {
    for (const chain of serverChains as { chainId: number; name: string; nativeSymbol?: string }[]) {
      expect(chainInfo(String(chain.chainId)), String(chain.chainId)).toEqual({ name: chain.name, symbol: chain.nativeSymbol ?? 'ETH' })
    }
  })

  it('knows nothing of another chain, nor of a key that is not an id', () => {
    expect(chainInfo('999999')).toBeUndefined()
    expect(chainInfo('toString')).toBeUndefined()
    expect(chainInfo('137')).toEqual({ name: 'Polygon', symbol: 'POL' })
  })
})
