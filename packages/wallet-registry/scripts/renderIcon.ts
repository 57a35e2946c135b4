import { renderMonogram } from '../src/monogram'
import type { RegistryWallet } from '../src/types'

/**
 * The committed icon of a wallet: its logo from `@web3icons/core` (MIT, a devDependency pinned to
 * one version, so regenerating is stable) when the wallet names one, else its generated monogram.
 * A logo keeps its drawing, set on a white rounded tile the size of a monogram (96×96), so it reads
 * the same on a light or a dark modal; the tile carries the wallet's name for screen readers.
 */
export async function renderIcon(wallet: Pick<RegistryWallet, 'name' | 'color' | 'logo'>): Promise<string> {
  if (!wallet.logo) return renderMonogram(wallet)
  const module = (await import(`@web3icons/core/svgs/wallets/branded/${wallet.logo}.svg.js`)) as { default: string }
  const drawing = module.default.trim().replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '').replace(/\n\s*/g, '')
  const label = wallet.name.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${label}">` +
    `<rect width="96" height="96" rx="22" fill="#fff"/>` +
    `<svg x="12" y="12" width="72" height="72" viewBox="0 0 24 24" fill="none">${drawing}</svg></svg>`
  )
}
