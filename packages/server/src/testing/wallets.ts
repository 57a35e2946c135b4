import type { RegistryWallet } from '../wallets/types.ts'

/** A registry wallet for tests; `overrides` win. */
export function fixtureWallet(overrides: Partial<RegistryWallet> & Pick<RegistryWallet, 'id' | 'order'>): RegistryWallet {
  return {
    name: overrides.id,
    rdns: null,
    homepage: `https://${overrides.id}.example`,
    links: { mobile: null, desktop: null, webapp: null, appStore: null, playStore: null, chromeStore: null },
    namespaces: ['eip155'],
    chains: ['eip155:1'],
    walletConnect: true,
    injected: [],
    color: '#123456',
    ...overrides,
  }
}

/**
 * 95 wallets: five with distinctive names and chains (orders 1-5), then `Generic Wallet 006` … `095`.
 * Enough for three pages of 40.
 */
export function fixtureWallets(): RegistryWallet[] {
  const special: RegistryWallet[] = [
    fixtureWallet({
      id: 'metamask',
      name: 'MetaMask',
      order: 1,
      rdns: 'io.metamask',
      injected: [{ namespace: 'eip155', injectedId: 'isMetaMask' }],
      links: {
        mobile: 'metamask://',
        desktop: null,
        webapp: null,
        appStore: 'https://apps.apple.com/app/metamask/id1438144202',
        playStore: 'https://play.google.com/store/apps/details?id=io.metamask',
        chromeStore: 'https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
      },
      chains: ['eip155:1', 'eip155:137'],
    }),
    fixtureWallet({
      id: 'phantom',
      name: 'Phantom',
      order: 2,
      rdns: 'app.phantom',
      namespaces: ['eip155', 'solana'],
      chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      walletConnect: false,
    }),
    fixtureWallet({ id: 'percent-wallet', name: '100% Wallet', order: 3, chains: ['eip155:10'] }),
    fixtureWallet({ id: 'underscore-wallet', name: 'Under_Score Wallet', order: 4, chains: ['eip155:8453'] }),
    fixtureWallet({
      id: 'btc-only',
      name: 'Bitcoin Only',
      order: 5,
      namespaces: ['bip122'],
      chains: ['bip122:000000000019d6689c085ae165831e93'],
    }),
  ]
  const generic = Array.from({ length: 90 }, (_, i) => {
    const n = String(i + 6).padStart(3, '0')
    return fixtureWallet({ id: `generic-${n}`, name: `Generic Wallet ${n}`, order: i + 6 })
  })
  return [...special, ...generic]
}

export const fixtureIcon = (id: string) => `<svg xmlns="http://www.w3.org/2000/svg"><title>${id}</title></svg>`
