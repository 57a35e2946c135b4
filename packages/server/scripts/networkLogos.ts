/** Which `@web3icons/core` network logo each network gets: CAIP-2 id → the logo's `networks/branded` name. */
export const networkLogos: Readonly<Record<string, string>> = {
  'eip155:1': 'ethereum',
  'eip155:11155111': 'ethereum',
  'eip155:10': 'optimism',
  'eip155:11155420': 'optimism',
  'eip155:42161': 'arbitrum-one',
  'eip155:421614': 'arbitrum-one',
  'eip155:137': 'polygon',
  'eip155:80002': 'polygon',
  'eip155:42220': 'celo',
  'eip155:44787': 'celo',
  'eip155:1313161554': 'aurora',
  'eip155:1313161555': 'aurora',
  'eip155:56': 'binance-smart-chain',
  'eip155:97': 'binance-smart-chain',
  'eip155:43114': 'avalanche',
  'eip155:43113': 'avalanche',
  'eip155:324': 'zksync',
  'eip155:300': 'zksync',
  'eip155:100': 'gnosis',
  'eip155:10200': 'gnosis',
  'eip155:8453': 'base',
  'eip155:84532': 'base',
  'eip155:7777777': 'zora',
  'eip155:999999999': 'zora',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana',
}

/** The icon's file name for a CAIP-2 id (`eip155:1` → `eip155-1.svg`), as `/v1/network-images/` serves it. */
export const networkIconFile = (caipNetworkId: string) => `${caipNetworkId.replace(':', '-')}.svg`

/**
 * A network's committed icon: its `@web3icons/core` logo (MIT, a pinned devDependency) on a white
 * disc, so dark marks (zkSync, Gnosis) read in the dark theme as well as the light one.
 */
export function renderNetworkIcon(logo: string, label: string): Promise<string> {
  return renderLogoDisc('networks', logo, label)
}

/** A `@web3icons/core` branded logo (`networks/<name>` or `tokens/<SYMBOL>`) on a white 96×96 disc. */
export async function renderLogoDisc(set: 'networks' | 'tokens', logo: string, label: string): Promise<string> {
  const module = (await import(`@web3icons/core/svgs/${set}/branded/${logo}.svg.js`)) as { default: string }
  const drawing = module.default.trim().replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '').replace(/\n\s*/g, '')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${label}">` +
    `<circle cx="48" cy="48" r="48" fill="#fff"/>` +
    `<svg x="16" y="16" width="64" height="64" viewBox="0 0 24 24" fill="none">${drawing}</svg></svg>`
  )
}
