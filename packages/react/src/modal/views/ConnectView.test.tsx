import { type Adapter, type Connector, createMemoryStorage, createPortico } from '@portico/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PorticoContext } from '../../context'
import { en } from '../../i18n/en'
import { createTranslate } from '../../i18n/translate'
import { ConnectView } from './ConnectView'

/** An adapter of `namespace` listing `connectors`; nothing else is called while the view renders. */
function adapter(namespace: 'eip155' | 'solana', connectors: readonly Omit<Connector, 'chainNamespace' | 'type' | 'installed'>[]): Adapter {
  const network =
    namespace === 'eip155'
      ? { id: 1, caipNetworkId: 'eip155:1' as const, chainNamespace: 'eip155' as const, name: 'Ethereum' }
      : { id: 'devnet', caipNetworkId: 'solana:devnet' as const, chainNamespace: 'solana' as const, name: 'Solana Devnet' }
  const unused = async (): Promise<never> => Promise.reject(new Error('not used'))
  return {
    namespace,
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

function render() {
  const portico = createPortico({
    adapters: [
      adapter('eip155', [
        { id: 'io.metamask', name: 'MetaMask' },
        { id: 'app.phantom', name: 'Phantom', icon: 'data:image/svg+xml,phantom' },
      ]),
      adapter('solana', [
        { id: 'solana:Phantom', name: 'Phantom' },
        { id: 'solana:Solflare', name: 'Solflare' },
      ]),
    ],
    storage: createMemoryStorage(),
  })
  const value = { portico, t: createTranslate(en), catalogue: en, locale: 'en' as const, dir: 'ltr' as const, attachToBody: true }
  return renderToStaticMarkup(
    <PorticoContext.Provider value={value}>
      <ConnectView />
    </PorticoContext.Provider>,
  )
}

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
