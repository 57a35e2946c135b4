import type { Connector as WagmiConnector } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { toConnector } from './toConnector'

const wagmiConnector = (fields: Partial<WagmiConnector>) =>
  ({ id: 'x', name: 'X', type: 'injected', ...fields }) as unknown as WagmiConnector

describe('toConnector', () => {
  it('takes an announced (EIP-6963) wallet’s rdns from its id', () => {
    expect(toConnector(wagmiConnector({ id: 'io.metamask', name: 'MetaMask' }))).toMatchObject({
      id: 'io.metamask',
      name: 'MetaMask',
      rdns: 'io.metamask',
      installed: true,
      type: 'injected',
      chainNamespace: 'eip155',
    })
  })

  it('prefers an explicit rdns, first of a list', () => {
    expect(toConnector(wagmiConnector({ id: 'metaMaskSDK', rdns: ['io.metamask', 'io.metamask.mobile'] })).rdns).toBe('io.metamask')
  })

  it('names the legacy window.ethereum connector "Browser Wallet", with no rdns', () => {
    expect(toConnector(wagmiConnector({ id: 'injected', name: 'Injected' }))).toMatchObject({ name: 'Browser Wallet', rdns: undefined })
  })

  it('gives non-injected connectors no rdns and marks them not installed', () => {
    expect(toConnector(wagmiConnector({ id: 'walletConnect', type: 'walletConnect' }))).toMatchObject({
      type: 'walletConnect',
      rdns: undefined,
      installed: false,
    })
  })
})
