import { describe, expect, it } from 'vitest'
import { defaultRpcUrls, parseRpcUrls } from './rpcUrls.ts'

describe('parseRpcUrls', () => {
  it('reads chain=url pairs keyed by CAIP-2 id; an EVM chain id becomes eip155:<id>', () => {
    expect(parseRpcUrls(' 1=https://eth.example.com , eip155:8453=https://base.example.com/v1?key=a ')).toEqual({
      'eip155:1': 'https://eth.example.com',
      'eip155:8453': 'https://base.example.com/v1?key=a',
    })
    expect(parseRpcUrls('')).toBeUndefined()
    expect(parseRpcUrls(undefined)).toBeUndefined()
  })

  it.each(['https://no-chain.example', '=https://x', '1=ws://x', 'not a chain=https://x'])('refuses %s', (value) => {
    expect(() => parseRpcUrls(value)).toThrow(`got "${value}"`)
  })

  it('defaults to the local devnet', () => {
    expect(defaultRpcUrls).toEqual({ 'eip155:31337': 'http://127.0.0.1:8545', 'eip155:31338': 'http://127.0.0.1:8546' })
  })
})
