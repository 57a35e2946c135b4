import { type Adapter, createMemoryStorage, createPortico, parsePaymentAsset, PayInsufficientBalanceError, type PayOption, type PayState, type Portico } from '@portico/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PorticoContext } from '../../../context'
import { testContextValue } from '../../../testing/testContext'
import { PayView } from './PayView'
import { testEvmRules } from '../../../testing/testChainRules'

const network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Portico Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
} as const
const account = '0x00000000000000000000000000000000000000aa'
const shop = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

function kit(): Portico {
  const adapter: Adapter = {
    namespace: 'eip155',
    chain: testEvmRules,
    networks: [network],
    setup: () => () => undefined,
    getConnectors: () => [{ id: 'w', name: 'Wallet', type: 'injected', chainNamespace: 'eip155', installed: true }],
    connect: async ({ connectorId }) => ({ connectorId, accounts: [account], chainId: 31337 }),
    reconnect: async () => [],
    forgetConnections: async () => undefined,
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH', formatted: '0' }),
    signMessage: async () => '0x',
    sendTransaction: async () => '0x',
    waitForTransaction: async () => ({ status: 'success' }),
  }
  return createPortico({ adapters: [adapter], storage: createMemoryStorage(), features: { pay: true } })
}

const asset = parsePaymentAsset('eip155:31337/erc20:0x5FbDB2315678afecb367f032d93F642f64180aa3')
const option = (balance: bigint | undefined): PayOption => ({ asset, network, name: 'Portico USD', symbol: 'PUSD', decimals: 6, value: 5_000_000n, iconUrl: undefined, balance })

/** The Pay view for a payment of 5 PUSD to the shop, in the given state. */
function render(portico: Portico, patch: Partial<PayState>) {
  portico.stores.pay.setState({
    status: 'ready',
    request: { recipient: shop, amount: '5', assets: [asset] },
    recipient: { address: shop, name: undefined },
    options: [option(undefined)],
    selected: asset.id,
    ...patch,
  })
  const value = testContextValue(portico)
  return renderToStaticMarkup(
    <PorticoContext.Provider value={value}>
      <PayView />
    </PorticoContext.Provider>,
  )
}

describe('PayView', () => {
  it('shows what is asked and offers to connect a wallet first', () => {
    const html = render(kit(), {})
    expect(html).toContain('5.000 PUSD')
    expect(html).toContain('0x3C...4293BC')
    expect(html).toContain('Portico Devnet')
    expect(html).toContain('Connect a wallet to pay')
    expect(html).not.toContain('Pay 5.000 PUSD')
  })

  it('connected: the balance, and Pay unavailable with the reason when it is short', async () => {
    const portico = kit()
    await portico.ready
    await portico.connect({ connectorId: 'w' })
    const enough = render(portico, { options: [option(10_000_000n)] })
    expect(enough).toContain('Your balance')
    expect(enough).toContain('10.000 PUSD')
    expect(enough).toMatch(/<button type="button" class="portico-primary" data-autofocus="">Pay 5.000 PUSD<\/button>/)
    const short = render(portico, { options: [option(1_000_000n)], error: new PayInsufficientBalanceError({ asset: asset.id, required: 5_000_000n, available: 1_000_000n }) })
    expect(short).toContain('role="alert">Insufficient balance</p>')
    expect(short).toMatch(/aria-disabled="true">Pay 5.000 PUSD<\/button>/)
  })

  it('shows progress while sending and confirming, with Cancel unavailable', async () => {
    const portico = kit()
    await portico.ready
    await portico.connect({ connectorId: 'w' })
    expect(render(portico, { status: 'sending' })).toContain('Confirm the payment in your wallet…')
    const confirming = render(portico, { status: 'confirming', hash: '0x1' })
    expect(confirming).toContain('Payment sent. Waiting for it to be confirmed…')
    expect(confirming).toMatch(/aria-disabled="true">Cancel<\/button>/)
  })

  it('says what was paid, and to whom, by name when given one', () => {
    const html = render(kit(), { status: 'success', recipient: { address: shop, name: 'shop-name' } })
    expect(html).toContain('Paid 5.000 PUSD to shop-name')
    expect(html).toContain('Done')
  })

  it('lists the exchanges that pay the asset (initials without a logo), and at one links to its page while it waits', () => {
    const sandbox = { id: 'sandbox', name: 'Sandbox Exchange', imageUrl: null }
    const listed = render(kit(), { exchanges: [sandbox, { id: 'x', name: 'Example', imageUrl: 'https://x.example/logo.svg' }] })
    expect(listed).toContain('aria-label="Pay with an exchange"')
    expect(listed).toMatch(/aria-hidden="true">SE<\/span><span class="portico-item__label">Sandbox Exchange</)
    expect(listed).toContain('src="https://x.example/logo.svg"')
    const waiting = render(kit(), { status: 'exchange', exchanges: [sandbox], exchange: { exchange: sandbox, id: 'abc', url: 'https://portico.example/v1/pay/sandbox-exchange/abc' } })
    expect(waiting).toMatch(/<a [^>]*href="https:\/\/portico.example\/v1\/pay\/sandbox-exchange\/abc" target="_blank" rel="noopener noreferrer"[^>]*>Open Sandbox Exchange<\/a>/)
    expect(waiting).toContain('Sign in to Sandbox Exchange in the new tab and confirm the payment there. Waiting for it…')
    expect(waiting).not.toContain('aria-label="Pay with an exchange"')
    expect(waiting).not.toContain('Connect a wallet to pay')
  })
})
