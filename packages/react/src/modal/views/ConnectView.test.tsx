import { type Adapter, type Connector, createMemoryStorage, createPortico } from '@portico/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PorticoContext } from '../../context'
import { testContextValue } from '../../testing/testContext'
import { ConnectView } from './ConnectView'
import { testEvmRules, testSolanaRules } from '../../testing/testChainRules'

/** An adapter of `namespace` listing `connectors`; nothing else is called while the view renders. */
function adapter(namespace: 'eip155' | 'solana', connectors: readonly Omit<Connector, 'chainNamespace' | 'type' | 'installed'>[]): Adapter {
  const network =
    namespace === 'eip155'
      ? { id: 1, caipNetworkId: 'eip155:1' as const, chainNamespace: 'eip155' as const, name: 'Ethereum' }
      : { id: 'devnet', caipNetworkId: 'solana:devnet' as const, chainNamespace: 'solana' as const, name: 'Solana Devnet' }
  const unused = async (): Promise<never> => Promise.reject(new Error('not used'))
  return {
    namespace,
    chain: namespace === 'eip155' ? testEvmRules : testSolanaRules,
    networks: [{ ...network, nativeCurrency: { name: 'Coin', symbol: 'C', decimals: 9 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } }],
    setup: () => () => undefined,
    getConnectors: () => connectors.map((c) => ({ ...c, chainNamespace: namespace, type: 'injected', installed: true })),
    connect: unused,
    reconnect: async () => [],
    forgetConnections: async () => undefined,
    disconnect: async () => undefined,
    switchNetwork: unused,
    getBalance: unused,
    signMessage: unused,
    sendTransaction: unused,
    waitForTransaction: unused,
  }
}

function setup(options: { serverUrl?: string; projectId?: string; featuredWalletIds?: string[] } = {}) {
  const eip155 = adapter('eip155', [
    { id: 'io.metamask', name: 'MetaMask' },
    { id: 'app.phantom', name: 'Phantom', icon: 'data:image/svg+xml,phantom' },
  ])
  const portico = createPortico({
    adapters: [
      { ...eip155, connect: async ({ connectorId }) => ({ connectorId, accounts: ['0x00000000000000000000000000000000000000aa'], chainId: 1 }), getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH', formatted: '0' }) },
      adapter('solana', [
        { id: 'solana:Phantom', name: 'Phantom' },
        { id: 'solana:Solflare', name: 'Solflare' },
      ]),
    ],
    storage: createMemoryStorage(),
    ...options,
  })
  const value = testContextValue(portico)
  const html = () =>
    renderToStaticMarkup(
      <PorticoContext.Provider value={value}>
        <ConnectView />
      </PorticoContext.Provider>,
    )
  return { portico, html }
}

const render = () => setup().html()

/** Each wallet button of the list: its visible name and the namespaces line, if any. */
const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>[\s\S]*?<span class="portico-item__label">([^<]*)(?:<span[^>]*class="portico-item__namespaces"[^>]*>([^<]*)<\/span>)?/g)].map(
    ([, name, namespaces]) => (namespaces ? `${name} (${namespaces})` : name),
  )

describe('ConnectView', () => {
  it("lists a wallet of several namespaces once, naming them; the others as they are", () => {
    expect(buttons(render())).toEqual(['MetaMask', 'Phantom (EVM · Solana)', 'Solflare'])
  })

  it("describes the wallet's button by its tag and its namespaces, outside its accessible name", () => {
    const html = render()
    const phantom = html.match(/<button[^>]*aria-describedby="([^"]*)"[^>]*>(?:(?!<\/button>)[\s\S])*Phantom/)!
    const ids = phantom[1]!.split(' ')
    expect(ids).toHaveLength(2)
    expect(html).toContain(`id="${ids[0]}" class="portico-tag" aria-hidden="true">Installed<`)
    expect(html).toContain(`id="${ids[1]}" class="portico-item__namespaces" aria-hidden="true">EVM · Solana<`)
  })
})

describe('ConnectView adding a wallet for another namespace', () => {
  it('keeps the wallets that speak the namespace the modal is on when another namespace is connected', async () => {
    const { portico, html } = setup()
    await portico.ready
    expect(buttons(html())).toEqual(['MetaMask', 'Phantom (EVM · Solana)', 'Solflare'])
    await portico.connect({ connectorId: 'io.metamask' })
    await portico.switchNamespace({ chainNamespace: 'solana' })
    expect(buttons(html())).toEqual(['Phantom (EVM · Solana)', 'Solflare'])
    // Back on the connected namespace (adding a wallet beside MetaMask, multi-wallet): every wallet.
    await portico.switchNamespace({ chainNamespace: 'eip155' })
    expect(buttons(html())).toEqual(['MetaMask', 'Phantom (EVM · Solana)', 'Solflare'])
  })

  it("keeps the registry's rows' room while it loads (featured + 4 recommended), and gives it back once they are there", () => {
    const { portico, html } = setup({ serverUrl: 'http://127.0.0.1:9', projectId: 'p', featuredWalletIds: ['wallet.a'] })
    const placeholders = () => html().match(/portico-item--placeholder/g)?.length ?? 0
    expect(placeholders()).toBe(5)
    expect(html()).toMatch(/<li aria-hidden="true"><span class="portico-item portico-item--placeholder"><\/span><\/li>/)
    portico.stores.wallets.setState({ connectStatus: 'ready' })
    expect(placeholders()).toBe(0)
    portico.stores.wallets.setState({ connectStatus: 'error' })
    expect(placeholders()).toBe(0)
    portico.destroy()
  })

  it('keeps no room without a server (no registry)', () => {
    expect(render()).not.toContain('portico-item--placeholder')
  })
})
