import { describe, expect, it } from 'vitest'
import { defaultChains, devnetChains, resolveChains } from './chains.ts'

describe('chains (review finding 9: no devnet in production)', () => {
  it('the default chains are the public ones: never 31337/31338 on 127.0.0.1', () => {
    const ids = defaultChains.map((chain) => chain.chainId)
    expect(ids).not.toContain(31337)
    expect(ids).not.toContain(31338)
    expect(defaultChains.some((chain) => /127\.0\.0\.1|localhost/.test(chain.rpcUrl))).toBe(false)
    expect(resolveChains().map((chain) => chain.chainId)).toEqual(ids)
  })

  it('serves the devnet only when told: devnet: true, or a URL for a devnet chain (under its devnet name)', () => {
    expect(devnetChains.map((chain) => chain.chainId)).toEqual([31337, 31338])
    const dev = resolveChains({}, { devnet: true })
    expect(dev.find((chain) => chain.chainId === 31337)).toMatchObject({ name: 'Portico Devnet', rpcUrl: 'http://127.0.0.1:8545', devnet: true })
    const configured = resolveChains({ 31337: 'http://127.0.0.1:9545' })
    expect(configured.find((chain) => chain.chainId === 31337)).toMatchObject({ name: 'Portico Devnet', rpcUrl: 'http://127.0.0.1:9545', devnet: true })
    expect(configured.some((chain) => chain.chainId === 31338)).toBe(false)
  })

  it('an unknown chain id with a URL becomes a chain of its own', () => {
    expect(resolveChains({ 424242: 'https://rpc.example' }).at(-1)).toMatchObject({ chainId: 424242, name: 'Chain 424242', devnet: false })
  })
})
