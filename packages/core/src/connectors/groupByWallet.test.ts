import { describe, expect, test } from 'vitest'
import type { Connector } from '../adapter/types'
import type { ChainNamespace } from '../caip/types'
import { groupByWallet } from './groupByWallet'

const c = (id: string, name: string, chainNamespace: ChainNamespace, type: Connector['type'] = 'injected', icon?: string): Connector => ({
  id,
  name,
  type,
  chainNamespace,
  installed: true,
  icon,
})

const shape = (connectors: readonly Connector[]) =>
  groupByWallet(connectors).map((entry) => [entry.name, entry.connectors.map((connector) => connector.id)])

describe('groupByWallet', () => {
  test("one wallet's connectors of several namespaces become one entry, where its first connector was", () => {
    expect(
      shape([
        c('io.metamask', 'MetaMask', 'eip155'),
        c('app.phantom', 'Phantom', 'eip155'),
        c('solana:Phantom', 'Phantom', 'solana'),
        c('solana:Solflare', 'Solflare', 'solana'),
        c('bip122:Phantom', 'phantom ', 'bip122'),
      ]),
    ).toEqual([
      ['MetaMask', ['io.metamask']],
      ['Phantom', ['app.phantom', 'solana:Phantom', 'bip122:Phantom']],
      ['Solflare', ['solana:Solflare']],
    ])
  })

  test('the entry names its namespaces, keys on its first connector and takes the first icon there is', () => {
    const [entry] = groupByWallet([c('app.phantom', 'Phantom', 'eip155'), c('solana:Phantom', 'Phantom', 'solana', 'injected', 'data:icon')])
    expect(entry).toMatchObject({ key: 'app.phantom', icon: 'data:icon', chainNamespaces: ['eip155', 'solana'] })
  })

  test('two wallets of one namespace sharing a name stay two entries', () => {
    expect(shape([c('a', 'Wallet', 'eip155'), c('b', 'Wallet', 'eip155'), c('solana:Wallet', 'Wallet', 'solana')])).toEqual([
      ['Wallet', ['a', 'solana:Wallet']],
      ['Wallet', ['b']],
    ])
  })

  test('WalletConnect and e-mail connectors never merge with a browser wallet', () => {
    expect(
      shape([
        c('walletConnect', 'WalletConnect', 'eip155', 'walletConnect'),
        c('solana:WalletConnect', 'WalletConnect', 'solana'),
        c('auth', 'Email', 'eip155', 'auth'),
        c('solana:Email', 'Email', 'solana'),
      ]),
    ).toEqual([
      ['WalletConnect', ['walletConnect']],
      ['WalletConnect', ['solana:WalletConnect']],
      ['Email', ['auth']],
      ['Email', ['solana:Email']],
    ])
  })
})
