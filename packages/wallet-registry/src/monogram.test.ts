import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { iconPath, loadWallets } from './loadWallets'
import { renderIcon } from '../scripts/renderIcon'
import { contrastRatio, monogramInitials, monogramTextColor, renderMonogram } from './monogram'

describe('monogramInitials', () => {
  it.each([
    ['MetaMask', 'MM'],
    ['Trust Wallet', 'T'],
    ['Coinbase Wallet', 'C'],
    ['Rainbow', 'R'],
    ['imToken', 'IT'],
    ['1inch Wallet', '1I'],
    ['TokenPocket', 'TP'],
    ["D'CENT Wallet", 'DC'],
    ['Safe{Wallet}', 'S'],
    ['polkadot{.js}', 'PJ'],
    ['Crypto.com Onchain', 'CC'],
    ['Wallet', 'W'],
    ['', '?'],
  ])('%s → %s', (name, initials) => {
    expect(monogramInitials(name)).toBe(initials)
  })
})

describe('monogramTextColor', () => {
  it('uses white on dark colours and dark text on light ones', () => {
    expect(monogramTextColor('#000000')).toBe('#ffffff')
    expect(monogramTextColor('#0052ff')).toBe('#ffffff')
    expect(monogramTextColor('#ffffff')).toBe('#111827')
    expect(monogramTextColor('#f0b90b')).toBe('#111827')
    expect(monogramTextColor('#ccff00')).toBe('#111827')
  })

  it('keeps every registry icon readable (at least 3:1, WCAG AA for large text: the initials are 38px+ semibold)', () => {
    for (const wallet of loadWallets()) {
      const ratio = contrastRatio(wallet.color, monogramTextColor(wallet.color))
      expect(ratio, `${wallet.id} ${wallet.color}`).toBeGreaterThanOrEqual(3)
    }
  })
})

describe('renderMonogram', () => {
  it('draws a 96×96 rounded square in the brand colour with the initials', () => {
    const svg = renderMonogram({ name: 'Rainbow', color: '#001e59' })
    expect(svg).toContain('viewBox="0 0 96 96"')
    expect(svg).toMatch(/<rect width="96" height="96" rx="\d+" fill="#001e59"\/>/)
    expect(svg).toMatch(/fill="#ffffff"[^>]*>R<\/text>/)
    expect(svg).toContain('font-family="system-ui,')
    expect(Buffer.byteLength(svg)).toBeLessThan(1024)
  })

  it('with the logos, matches the committed icons (run `npm run generate:icons -w @portico/wallet-registry` after editing wallets)', async () => {
    for (const wallet of loadWallets()) {
      const path = iconPath(wallet.id)
      expect(path, wallet.id).not.toBeNull()
      expect(readFileSync(path as string, 'utf8'), wallet.id).toBe(await renderIcon(wallet))
    }
  })

  it('sets a logo from @web3icons on a white tile, named for screen readers', async () => {
    const svg = await renderIcon({ name: 'MetaMask', color: '#f6851b', logo: 'metamask' })
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="MetaMask"><rect width="96" height="96" rx="22" fill="#fff"\/><svg x="12" y="12" width="72" height="72" viewBox="0 0 24 24" fill="none"><path fill="#FF5C16"/)
    expect(await renderIcon({ name: 'MetaMask', color: '#f6851b' })).toBe(renderMonogram({ name: 'MetaMask', color: '#f6851b' }))
  })
})
