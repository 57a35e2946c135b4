import { type Adapter, type ChainNamespace, createMemoryStorage, createPortico, type Portico, type View } from '@portico/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PorticoContext } from '../context'
import { en } from '../i18n/en'
import { createTranslate } from '../i18n/translate'
import { ViewFrame } from './ViewFrame'
import { testEvmRules, testSolanaRules } from '../testing/testChainRules'

const networks = {
  eip155: { id: 1, caipNetworkId: 'eip155:1', name: 'Ethereum', symbol: 'ETH', account: '0x00000000000000000000000000000000000000aa' },
  solana: { id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', name: 'Solana', symbol: 'SOL', account: 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy' },
} as const

/** A kit with one injected wallet of `namespace`, connected, the swaps and the on-ramp on. */
async function connected(namespace: keyof typeof networks): Promise<Portico> {
  const { account, symbol, ...rest } = networks[namespace]
  const network = { ...rest, chainNamespace: namespace as ChainNamespace, nativeCurrency: { name: symbol, symbol, decimals: 9 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } }
  const adapter: Adapter = {
    namespace,
    chain: namespace === 'eip155' ? testEvmRules : testSolanaRules,
    networks: [network as never],
    setup: () => () => undefined,
    getConnectors: () => [{ id: 'test', name: 'Test', type: 'injected', chainNamespace: namespace, installed: true }],
    connect: async () => ({ connectorId: 'test', accounts: [account], chainId: network.id }),
    reconnect: async () => [],
    forgetConnections: async () => undefined,
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    getBalance: async () => ({ value: 0n, decimals: 9, symbol, formatted: '0' }),
    signMessage: async () => '0x',
    sendTransaction: async () => '0x',
    waitForTransaction: async () => ({ status: 'success' }),
  }
  const portico = createPortico({ adapters: [adapter], storage: createMemoryStorage(), features: { swaps: true, onramp: true, activity: true } })
  await portico.ready
  await portico.connect({ connectorId: 'test' })
  return portico
}

/** The frame's markup with `view` open (a lazy view's chunk is not in: its body is empty). */
function frame(portico: Portico, view: View): string {
  portico.stores.router.push(view)
  const value = { portico, t: createTranslate(en), catalogue: en, locale: 'en' as const, dir: 'ltr' as const, attachToBody: true, viewMemory: new WeakMap() }
  return renderToStaticMarkup(
    <PorticoContext.Provider value={value}>
      <ViewFrame titleId="title" container={{ current: null }} closable />
    </PorticoContext.Provider>,
  )
}

describe('ViewFrame', () => {
  it.each(['Swap', 'SwapPreview', 'OnRamp', 'Transactions', 'RegisterAccountName'] as const)(
    'says %s is not available for a Solana account instead of showing a form that can only fail',
    async (view) => {
      const html = frame(await connected('solana'), view)
      expect(html).toContain('This is not available for Solana accounts.')
    },
  )

  it('shows a feature’s view where it works (Send on Solana, Swap on EVM)', async () => {
    expect(frame(await connected('solana'), 'WalletSend')).not.toContain('not available')
    expect(frame(await connected('eip155'), 'Swap')).not.toContain('not available')
  })
})
