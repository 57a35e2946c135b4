import { describe, expect, it } from 'vitest'
import { walletSchema } from './schema'

const valid = {
  id: 'example-wallet',
  name: 'Example Wallet',
  rdns: 'io.example',
  homepage: 'https://example.io/',
  links: {
    mobile: 'example://',
    desktop: null,
    webapp: 'https://app.example.io',
    appStore: 'https://apps.apple.com/us/app/example/id1234567890',
    playStore: 'https://play.google.com/store/apps/details?id=io.example',
    chromeStore: 'https://chromewebstore.google.com/detail/example/abcdefghijklmnopabcdefghijklmnop',
  },
  namespaces: ['eip155', 'solana'],
  chains: ['eip155:1', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  walletConnect: true,
  injected: [{ namespace: 'eip155', injectedId: 'isExample' }],
  order: 12,
  color: '#336699',
}

function issues(patch: Record<string, unknown>): string[] {
  const result = walletSchema.safeParse({ ...valid, ...patch })
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('walletSchema', () => {
  it('accepts a complete wallet', () => {
    expect(issues({})).toEqual([])
    expect(issues({ rdns: null, links: { ...valid.links, mobile: 'https://link.example.io', appStore: null } })).toEqual([])
  })

  it.each([
    ['a non-slug id', { id: 'Example_Wallet' }, 'id'],
    ['an empty name', { name: ' ' }, 'name'],
    ['an rdns that is not reverse-DNS', { rdns: 'example' }, 'rdns'],
    ['an http homepage', { homepage: 'http://example.io' }, 'homepage'],
    ['a relative homepage', { homepage: '/example' }, 'homepage'],
    ['a javascript: deep link', { links: { ...valid.links, mobile: 'javascript://alert(1)' } }, 'links.mobile'],
    ['an http deep link', { links: { ...valid.links, desktop: 'http://example.io' } }, 'links.desktop'],
    ['a scheme without //', { links: { ...valid.links, mobile: 'example:' } }, 'links.mobile'],
    ['an App Store link elsewhere', { links: { ...valid.links, appStore: 'https://example.io/ios' } }, 'links.appStore'],
    ['a Play Store search link', { links: { ...valid.links, playStore: 'https://play.google.com/store/search?q=x' } }, 'links.playStore'],
    ['an old Chrome Web Store host', { links: { ...valid.links, chromeStore: 'https://chrome.google.com/webstore/detail/x/abc' } }, 'links.chromeStore'],
    ['an unknown namespace', { namespaces: ['eip155', 'tron'] }, 'namespaces.1'],
    ['a chain that is not CAIP-2', { chains: ['1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }, 'chains.0'],
    ['a chain outside the namespaces', { chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'bip122:000000000019d6689c085ae165831e93'] }, 'chains.2'],
    ['a namespace without a chain', { chains: ['eip155:1'] }, 'namespaces'],
    ['a duplicate chain', { chains: ['eip155:1', 'eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }, 'chains'],
    ['an injected id in an undeclared namespace', { injected: [{ namespace: 'cosmos', injectedId: 'keplr' }] }, 'injected.0.namespace'],
    ['an empty injected id', { injected: [{ namespace: 'eip155', injectedId: '' }] }, 'injected.0.injectedId'],
    ['a zero order', { order: 0 }, 'order'],
    ['a fractional order', { order: 1.5 }, 'order'],
    ['a short colour', { color: '#fff' }, 'color'],
    ['an uppercase colour', { color: '#ABCDEF' }, 'color'],
    ['a string walletConnect', { walletConnect: 'yes' }, 'walletConnect'],
    ['a logo that is not a @web3icons name', { logo: 'https://cdn.example/logo.png' }, 'logo'],
    ['an unknown field', { logoUrl: 'https://cdn.example/logo.png' }, ''],
  ])('rejects %s', (_label, patch, path) => {
    const found = issues(patch)
    expect(found.length).toBeGreaterThan(0)
    expect(found.some((issue) => issue.startsWith(`${path}:`))).toBe(true)
  })

  it('rejects a wallet nothing can reach', () => {
    const unreachable = {
      rdns: null,
      injected: [],
      links: { mobile: null, desktop: null, webapp: null, appStore: null, playStore: null, chromeStore: null },
    }
    expect(issues(unreachable)).toContain('links: wallet has no link, no rdns and no injected id: nothing can reach it')
  })
})
