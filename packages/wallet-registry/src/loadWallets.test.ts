import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, isAbsolute, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ICONS_DIR, WALLETS_DIR, WalletRegistryError, iconPath, loadWallets } from './loadWallets'
import type { RegistryWallet } from './types'

const wallets = loadWallets()
const byId = new Map(wallets.map((wallet) => [wallet.id, wallet]))

function sample(overrides: Partial<RegistryWallet> = {}): RegistryWallet {
  return {
    id: 'sample-wallet',
    name: 'Sample Wallet',
    rdns: 'com.example.sample',
    homepage: 'https://sample.example/',
    links: {
      mobile: 'sample://',
      desktop: null,
      webapp: null,
      appStore: 'https://apps.apple.com/app/id123',
      playStore: 'https://play.google.com/store/apps/details?id=com.example.sample',
      chromeStore: null,
    },
    namespaces: ['eip155'],
    chains: ['eip155:1'],
    walletConnect: true,
    injected: [],
    order: 1,
    color: '#123456',
    ...overrides,
  }
}

const tempDirs: string[] = []
function tempDir(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'wallet-registry-'))
  tempDirs.push(dir)
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content, null, 2))
  }
  return dir
}

afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('the wallet data set', () => {
  it('has at least 160 wallets, one per JSON file', () => {
    const files = readdirSync(WALLETS_DIR).filter((file) => file.endsWith('.json'))
    expect(wallets.length).toBeGreaterThanOrEqual(160)
    expect(wallets).toHaveLength(files.length)
  })

  it('contains nothing but wallet JSON files', () => {
    expect(readdirSync(WALLETS_DIR).filter((file) => !file.endsWith('.json'))).toEqual([])
  })

  it('names every file after the id inside it', () => {
    for (const file of readdirSync(WALLETS_DIR)) {
      const parsed = JSON.parse(readFileSync(join(WALLETS_DIR, file), 'utf8')) as { id: string }
      expect(parsed.id, file).toBe(basename(file, '.json'))
    }
  })

  it('has unique ids, names, non-null rdns and order values', () => {
    const unique = (values: unknown[]) => new Set(values).size === values.length
    expect(unique(wallets.map((w) => w.id))).toBe(true)
    expect(unique(wallets.map((w) => w.name.toLowerCase()))).toBe(true)
    expect(unique(wallets.map((w) => w.rdns).filter((rdns) => rdns !== null))).toBe(true)
    expect(unique(wallets.map((w) => w.order))).toBe(true)
  })

  it('is returned sorted by order, ranked 1..n without gaps', () => {
    expect(wallets.map((w) => w.order)).toEqual(wallets.map((_, index) => index + 1))
  })

  it('puts the well-known wallets first (the 4 recommended are MetaMask, Coinbase Wallet, Trust, Rainbow)', () => {
    expect(wallets.slice(0, 4).map((w) => w.id)).toEqual(['metamask', 'coinbase-wallet', 'trust-wallet', 'rainbow'])
  })

  it('knows the EIP-6963 rdns of the major extensions', () => {
    const expected: Record<string, string> = {
      metamask: 'io.metamask',
      rainbow: 'me.rainbow',
      'coinbase-wallet': 'com.coinbase.wallet',
      'trust-wallet': 'com.trustwallet.app',
      phantom: 'app.phantom',
      rabby: 'io.rabby',
      'okx-wallet': 'com.okex.wallet',
      'brave-wallet': 'com.brave.wallet',
      zerion: 'io.zerion.wallet',
      'bitget-wallet': 'com.bitget.web3',
    }
    for (const [id, rdns] of Object.entries(expected)) expect(byId.get(id)?.rdns, id).toBe(rdns)
  })

  it('uses https for every web URL and a scheme or https for deep links', () => {
    for (const wallet of wallets) {
      const { mobile, desktop, ...webLinks } = wallet.links
      for (const url of [wallet.homepage, ...Object.values(webLinks)]) {
        if (url !== null) expect(new URL(url).protocol, `${wallet.id}: ${url}`).toBe('https:')
      }
      for (const link of [mobile, desktop]) {
        if (link === null) continue
        const scheme = link.slice(0, link.indexOf(':')).toLowerCase()
        expect(['http', 'javascript', 'data', 'file'], `${wallet.id}: ${link}`).not.toContain(scheme)
        expect(link, wallet.id).toMatch(/^[a-zA-Z][a-zA-Z0-9+.-]*:\/\//)
      }
    }
  })

  it('points store links at the official stores', () => {
    for (const wallet of wallets) {
      const { appStore, playStore, chromeStore } = wallet.links
      if (appStore) expect(appStore, wallet.id).toMatch(/^https:\/\/apps\.apple\.com\/(?:[a-z]{2}\/)?app\/(?:[^/?#]+\/)?id\d+$/)
      if (playStore) expect(playStore, wallet.id).toMatch(/^https:\/\/play\.google\.com\/store\/apps\/details\?id=[A-Za-z0-9_.]+$/)
      if (chromeStore) expect(chromeStore, wallet.id).toMatch(/^https:\/\/chromewebstore\.google\.com\/detail\/(?:[^/]+\/)?[a-p]{32}$/)
    }
  })

  it('gives every wallet something to connect with: a link, a store, an rdns or an injected id', () => {
    for (const wallet of wallets) {
      const reachable = Object.values(wallet.links).some(Boolean) || wallet.rdns !== null || wallet.injected.length > 0
      expect(reachable, wallet.id).toBe(true)
    }
  })

  it('declares exactly the namespaces its chains (and injected ids) use', () => {
    for (const wallet of wallets) {
      const fromChains = new Set(wallet.chains.map((chain) => chain.split(':')[0]))
      expect(new Set(wallet.namespaces), wallet.id).toEqual(fromChains)
      for (const entry of wallet.injected) expect(wallet.namespaces, wallet.id).toContain(entry.namespace)
    }
  })

  it('uses the canonical CAIP-2 ids for Solana and Bitcoin mainnet', () => {
    const solana = wallets.flatMap((w) => w.chains.filter((c) => c.startsWith('solana:')))
    const bitcoin = wallets.flatMap((w) => w.chains.filter((c) => c.startsWith('bip122:')))
    expect(new Set(solana)).toEqual(new Set(['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']))
    expect(new Set(bitcoin)).toEqual(new Set(['bip122:000000000019d6689c085ae165831e93']))
    expect(byId.get('phantom')?.namespaces).toEqual(expect.arrayContaining(['eip155', 'solana']))
  })

  it('has an SVG icon for every wallet (a logo under 4 KB or a monogram under 1 KB), and no icon without a wallet', () => {
    for (const wallet of wallets) {
      const path = iconPath(wallet.id)
      expect(path, wallet.id).not.toBeNull()
      const svg = readFileSync(path as string, 'utf8')
      expect(statSync(path as string).size, wallet.id).toBeLessThan(wallet.logo ? 4096 : 1024)
      expect(svg, wallet.id).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 96 96" width="96" height="96"[^>]*>[\s\S]*<\/svg>\n?$/)
      if (!wallet.logo) expect(svg, wallet.id).toContain(`fill="${wallet.color}"`)
      expect(svg, wallet.id).not.toMatch(/<script|<image|<foreignObject|href=|url\((?!#)|on[a-z]+=/i)
    }
    const icons = readdirSync(ICONS_DIR).map((file) => basename(file, '.svg'))
    expect(icons.sort()).toEqual(wallets.map((w) => w.id).sort())
  })
})

describe('loadWallets', () => {
  it('loads from a custom directory (string or URL) and sorts by order', () => {
    const dir = tempDir({
      'b-wallet.json': sample({ id: 'b-wallet', name: 'B', rdns: 'com.example.b', order: 2 }),
      'a-wallet.json': sample({ id: 'a-wallet', name: 'A', rdns: null, order: 7 }),
      'c-wallet.json': sample({ id: 'c-wallet', name: 'C', rdns: 'com.example.c', order: 1 }),
      'README.txt': 'not a wallet',
    })
    expect(loadWallets(dir).map((w) => w.id)).toEqual(['c-wallet', 'b-wallet', 'a-wallet'])
    expect(loadWallets(new URL(`file://${dir}/`)).map((w) => w.id)).toEqual(['c-wallet', 'b-wallet', 'a-wallet'])
  })

  it('names the file and the issue when a wallet file is malformed', () => {
    const bad = { ...sample({ id: 'broken' }), homepage: 'http://insecure.example', chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }
    const dir = tempDir({ 'good.json': sample({ id: 'good' }), 'broken.json': bad })
    expect(() => loadWallets(dir)).toThrow(WalletRegistryError)
    try {
      loadWallets(dir)
    } catch (error) {
      const message = (error as Error).message
      expect((error as WalletRegistryError).file).toBe('broken.json')
      expect(message).toContain('Invalid wallet file broken.json')
      expect(message).toContain('homepage: must be an absolute https:// URL')
      expect(message).toMatch(/chains\.0: chain "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" is in namespace "solana"/)
      expect(message).toContain('namespace "eip155" has no chain')
    }
  })

  it('names the file when it is not JSON at all', () => {
    const dir = tempDir({ 'truncated.json': '{"id": "truncated", "name": ' })
    expect(() => loadWallets(dir)).toThrow(/Invalid wallet file truncated\.json: not valid JSON/)
  })

  it('rejects missing and unknown fields', () => {
    const { color: _color, ...withoutColor } = sample({ id: 'no-color' })
    expect(() => loadWallets(tempDir({ 'no-color.json': withoutColor }))).toThrow(/no-color\.json: color: /)
    const extra = { ...sample({ id: 'extra' }), logoUrl: 'https://cdn.example/logo.png' }
    expect(() => loadWallets(tempDir({ 'extra.json': extra }))).toThrow(/extra\.json: .*logoUrl/)
  })

  it('rejects an id that does not match the file name', () => {
    const dir = tempDir({ 'metamask.json': sample({ id: 'meta-mask' }) })
    expect(() => loadWallets(dir)).toThrow('Invalid wallet file metamask.json: id "meta-mask" does not match the file name (expected "metamask")')
  })

  it('rejects duplicate rdns and duplicate order, naming the clashing files', () => {
    const rdnsDir = tempDir({
      'one.json': sample({ id: 'one', rdns: 'io.same', order: 1 }),
      'two.json': sample({ id: 'two', rdns: 'io.same', order: 2 }),
    })
    expect(() => loadWallets(rdnsDir)).toThrow('Invalid wallet file two.json: rdns "io.same" is already used by one.json')
    const orderDir = tempDir({
      'one.json': sample({ id: 'one', rdns: null, order: 3 }),
      'two.json': sample({ id: 'two', rdns: null, order: 3 }),
    })
    expect(() => loadWallets(orderDir)).toThrow('Invalid wallet file two.json: order 3 is already used by one.json')
  })
})

describe('iconPath', () => {
  it('returns the absolute path of an existing icon', () => {
    const path = iconPath('metamask')
    expect(path).not.toBeNull()
    expect(isAbsolute(path as string)).toBe(true)
    expect(path).toBe(join(ICONS_DIR, 'metamask.svg'))
  })

  it('returns null for unknown ids and for anything that is not a slug', () => {
    expect(iconPath('no-such-wallet')).toBeNull()
    expect(iconPath('../package')).toBeNull()
    expect(iconPath('metamask.svg')).toBeNull()
    expect(iconPath('MetaMask')).toBeNull()
    expect(iconPath('')).toBeNull()
  })

  it('looks in a custom directory', () => {
    const dir = tempDir({ 'sample-wallet.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' })
    expect(iconPath('sample-wallet', dir)).toBe(join(dir, 'sample-wallet.svg'))
    expect(iconPath('metamask', dir)).toBeNull()
  })
})
