import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { renderWalletConnectIconModule } from '../../scripts/walletConnectIcon'
import { walletConnectIcon } from './icon'

describe('walletConnectIcon', () => {
  it('is the committed output of scripts/generateWalletConnectIcon.ts (regenerate when @web3icons/core changes)', async () => {
    expect(readFileSync(new URL('./icon.ts', import.meta.url), 'utf8')).toBe(await renderWalletConnectIconModule())
  })

  it("is an SVG data URI an <img> can show: WalletConnect's logo, named for screen readers", () => {
    expect(walletConnectIcon).toMatch(/^data:image\/svg\+xml,%3Csvg /)
    const svg = decodeURIComponent(walletConnectIcon.slice('data:image/svg+xml,'.length))
    expect(svg).toContain("aria-label='WalletConnect'")
    expect(svg).toContain("fill='%233B99FC'".replace('%23', '#'))
    expect(svg.endsWith('</svg></svg>')).toBe(true)
  })
})
