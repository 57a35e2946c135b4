import { renderMonogram } from '../src/monogram'
import type { RegistryWallet } from '../src/types'

/**
 * The committed icon of a wallet: its logo from `@web3icons/core` (MIT, a devDependency pinned to
 * one version, so regenerating is stable) when the wallet names one, else its generated monogram.
 * A logo keeps its drawing; its root gets the monograms' size (96×96) and accessible name.
 */
export async function renderIcon(wallet: Pick<RegistryWallet, 'name' | 'color' | 'logo'>): Promise<string> {
  if (!wallet.logo) return renderMonogram(wallet)
  const module = (await import(`@web3icons/core/svgs/wallets/branded/${wallet.logo}.svg.js`)) as { default: string }
  const drawing = module.default.trim().replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '').replace(/\n\s*/g, '')
  const label = wallet.name.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="96" height="96" fill="none" role="img" aria-label="${label}">${drawing}</svg>`
}
