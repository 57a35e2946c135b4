import { type Adapter, createMemoryStorage, createPortico, type Portico } from '@portico/core'
import { renderToStaticMarkup } from 'react-dom/server'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { PorticoContext } from '../../context'
import { testContextValue } from '../../testing/testContext'
import { listConnections } from '../../hooks/usePorticoConnections'
import { testMainnet } from '../../testing/testKit'
import { ProfileWalletsEntry } from './account/ProfileWalletsEntry'
import { ProfileWalletsView } from './ProfileWalletsView'
import { showConnected } from '@portico/core/internal'
import { testEvmRules } from '../../testing/testChainRules'

const accounts: Record<string, string> = {
  'io.metamask': '0x00000000000000000000000000000000000000aa',
  'dev.portico.testwallet': '0x00000000000000000000000000000000000000bb',
}

/** A kit whose adapter has two injected wallets; `connect` answers with each wallet's own account. */
function kit(multiWallet: boolean): Portico {
  const adapter: Adapter = {
    namespace: 'eip155',
    chain: testEvmRules,
    networks: [testMainnet],
    setup: () => () => undefined,
    getConnectors: () => [
      { id: 'io.metamask', name: 'MetaMask', type: 'injected', chainNamespace: 'eip155', icon: 'data:image/svg+xml,mm', installed: true },
      { id: 'dev.portico.testwallet', name: 'Portico Test Wallet', type: 'injected', chainNamespace: 'eip155', installed: true },
    ],
    connect: async ({ connectorId }) => ({ connectorId, accounts: [accounts[connectorId]!], chainId: 1 }),
    reconnect: async () => [],
    forgetConnections: async () => undefined,
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH', formatted: '0' }),
    signMessage: async () => '0x',
    sendTransaction: async () => '0x',
    waitForTransaction: async () => ({ status: 'success' }),
  }
  return createPortico({ adapters: [adapter], storage: createMemoryStorage(), features: { multiWallet } })
}

async function connectedToBoth(multiWallet = true) {
  const portico = kit(multiWallet)
  await portico.ready
  await portico.connect({ connectorId: 'io.metamask' })
  if (multiWallet) await portico.connect({ connectorId: 'dev.portico.testwallet' })
  return portico
}

function render(portico: Portico, element: ReactElement) {
  const value = testContextValue(portico)
  return renderToStaticMarkup(<PorticoContext.Provider value={value}>{element}</PorticoContext.Provider>)
}

/** Each `<li>` of the markup, as text with its attributes. */
const items = (html: string) => html.match(/<li[\s\S]*?<\/li>/g) ?? []

describe('ProfileWalletsView', () => {
  it('lists each connected wallet with its icon, name and short address, the active one marked', async () => {
    const portico = await connectedToBoth()
    const html = render(portico, <ProfileWalletsView />)
    expect(html).toContain('aria-label="Connected wallets"')
    const [metaMask, testWallet] = items(html)
    expect(items(html)).toHaveLength(2)
    expect(metaMask).toContain('MetaMask')
    expect(metaMask).toContain('src="data:image/svg+xml,mm"')
    expect(metaMask).toContain('>0x00...0000aa<')
    expect(metaMask).not.toContain('aria-current')
    expect(metaMask).toContain('aria-label="Disconnect MetaMask"')
    expect(testWallet).toContain('Portico Test Wallet')
    expect(testWallet).toContain('aria-current="true"')
    expect(testWallet).toContain('>Active<')
    expect(html).toContain('Select a wallet to make it the active one.')
    expect(html).toContain('>Add another wallet<')
    expect(html).toContain('>Disconnect all<')
  })

  it('follows a switch', async () => {
    const portico = await connectedToBoth()
    await portico.switchConnection({ connectorId: 'io.metamask' })
    const [metaMask, testWallet] = items(render(portico, <ProfileWalletsView />))
    expect(metaMask).toContain('aria-current="true"')
    expect(testWallet).not.toContain('aria-current')
  })

  it('says so when the project has not enabled multi-wallet, and lists nothing', async () => {
    const portico = await connectedToBoth(false)
    const html = render(portico, <ProfileWalletsView />)
    expect(html).toContain('Several wallets at once are not enabled for this app.')
    expect(items(html)).toEqual([])
  })
})

describe('the Account view’s entry', () => {
  it('shows the number of connected wallets with multi-wallet on', async () => {
    const html = render(await connectedToBoth(), <ProfileWalletsEntry />)
    expect(html).toMatch(/<button[^>]*>.*Connected wallets.*>2<.*<\/button>/)
  })

  it('is not there with multi-wallet off', async () => {
    expect(render(await connectedToBoth(false), <ProfileWalletsEntry />)).toBe('')
  })
})

describe('listConnections', () => {
  it('is empty when the feature is off, whatever is connected', () => {
    const state = { status: 'connected' as const, activeConnectorId: 'a', connections: { a: { connectorId: 'a', accounts: ['0x1'], caipNetworkId: 'eip155:1' as const } } }
    expect(listConnections(state, [], false)).toEqual({ isEnabled: false, connections: [], activeConnectorId: undefined })
    expect(listConnections(state, [], true).connections).toEqual([{ ...state.connections.a, connector: undefined, isActive: true }])
  })
})

describe('showConnected', () => {
  it('goes back to ProfileWallets after adding a wallet from there, else to Account', () => {
    const portico = kit(true)
    const { router } = portico.stores
    router.reset('Account')
    router.push('ProfileWallets')
    router.push('Connect')
    router.push('ConnectingExternal', { connectorId: 'io.metamask' })
    showConnected(portico.context)
    expect(router.getState().history.map((route) => route.view)).toEqual(['Account', 'ProfileWallets'])

    router.reset('Connect')
    router.push('ConnectingExternal', { connectorId: 'io.metamask' })
    showConnected(portico.context)
    expect(router.getState().history.map((route) => route.view)).toEqual(['Account'])
  })
})
