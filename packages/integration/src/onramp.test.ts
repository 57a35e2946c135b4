import { createProject, type OnrampProvider, type RunningServer, startServer } from '@portico/server'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Adapter, createMemoryStorage, createPortico, OnrampAmountOutOfRangeError, ServerNotConfiguredError, ServerRequestError } from '@portico/core'
import { testEvmRules } from '../../core/src/testing/testChainRules'

// The kit's on-ramp actions against a real Portico server with an in-test provider (no calls out).
const buyer = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const eth = { symbol: 'ETH', network: 'eip155:1', address: 'native' }
const asked: { address: string; country: string }[] = []
const provider: OnrampProvider = {
  name: 'in-test',
  options: async () => ({ provider: 'in-test', fiatCurrencies: [{ code: 'USD', paymentMethods: ['card', 'bank'] }], cryptoCurrencies: [eth] }),
  quote: async (request) => {
    asked.push({ address: request.address, country: request.country })
    const fee = Number(request.fiatAmount) * 0.015
    return {
      provider: 'in-test',
      fiatCurrency: request.fiatCurrency,
      fiatAmount: request.fiatAmount,
      usdAmount: Number(request.fiatAmount),
      paymentMethod: request.paymentMethod,
      cryptoCurrency: request.cryptoCurrency,
      cryptoAmount: '1000',
      fee: { amount: fee.toFixed(2), percent: 1.5 },
    }
  },
  checkoutUrl: async () => 'https://checkout.example/',
}

let server: RunningServer
let dir: string
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portico-kit-onramp-'))
  server = await startServer({ port: 0, sqlitePath: join(dir, 'db.sqlite'), onrampProviders: [provider] })
  await createProject(server.db, { id: 'ramp', name: 'Ramp', features: { onramp: true } })
  await createProject(server.db, { id: 'off', name: 'Off', features: { onramp: false } })
}, 60_000)
afterAll(async () => {
  await server?.close()
  rmSync(dir, { recursive: true, force: true })
})

const adapter: Adapter = {
  namespace: 'eip155',
  chain: testEvmRules,
  networks: [{ id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }],
  setup: () => () => undefined,
  getConnectors: () => [{ id: 'test', name: 'Test', type: 'injected', chainNamespace: 'eip155', installed: true }],
  connect: async () => ({ connectorId: 'test', accounts: [buyer], chainId: 1 }),
  reconnect: async () => [],
  forgetConnections: async () => undefined,
  disconnect: async () => undefined,
  switchNetwork: async () => undefined,
  getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH', formatted: '0' }),
  signMessage: async () => '0x',
  sendTransaction: async () => '0x',
  waitForTransaction: async () => ({ status: 'success' }),
}

/** `serverUrl` '' for no server. */
async function connectedKit(projectId: string, serverUrl = server.url) {
  const portico = createPortico({ adapters: [adapter], storage: createMemoryStorage(), serverUrl, projectId })
  await portico.ready
  await portico.connect({ connectorId: 'test' })
  return portico
}

describe('on-ramp in the kit', () => {
  it('lists the providers’ options for a country', async () => {
    const portico = await connectedKit('ramp')
    expect(await portico.fetchOnrampOptions({ country: 'US', subdivision: 'US-NY' })).toEqual([
      { provider: 'in-test', fiatCurrencies: [{ code: 'USD', paymentMethods: ['card', 'bank'] }], cryptoCurrencies: [eth] },
    ])
  })

  it('quotes for the connected account, with the provider’s fee', async () => {
    const portico = await connectedKit('ramp')
    const quotes = await portico.fetchOnrampQuotes({ country: 'DE', fiatCurrency: 'USD', fiatAmount: '100', paymentMethod: 'card', cryptoCurrency: eth })
    expect(quotes).toEqual([expect.objectContaining({ provider: 'in-test', fee: { amount: '1.50', percent: 1.5 } })])
    expect(asked.at(-1)).toEqual({ address: buyer, country: 'DE' })
  })

  it('refuses a USD amount outside the payment method’s limits before asking the server', async () => {
    const portico = await connectedKit('ramp')
    const before = asked.length
    for (const [paymentMethod, fiatAmount, max] of [['card', '7500.01', 7500], ['card', '9.99', 7500], ['bank', '25001', 25000]] as const) {
      const error = await portico.fetchOnrampQuotes({ country: 'DE', fiatCurrency: 'USD', fiatAmount, paymentMethod, cryptoCurrency: eth }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(OnrampAmountOutOfRangeError)
      expect(error).toMatchObject({ paymentMethod, min: 10, max })
    }
    expect((await portico.fetchOnrampQuotes({ country: 'DE', fiatCurrency: 'USD', fiatAmount: '25000', paymentMethod: 'bank', cryptoCurrency: eth })).length).toBe(1)
    expect(asked.length).toBe(before + 1)
  })

  it('turns the server’s out-of-range refusal (another currency) into the same error', async () => {
    const portico = await connectedKit('ramp')
    // The in-test provider's USD equivalent is the amount itself: 8000 of any currency is over the card's 7,500 USD.
    const error = await portico.fetchOnrampQuotes({ country: 'DE', fiatCurrency: 'EUR', fiatAmount: '8000', paymentMethod: 'card', cryptoCurrency: eth }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OnrampAmountOutOfRangeError)
    expect((error as OnrampAmountOutOfRangeError).shortMessage).toBe('Card purchases are from 10 to 7,500 USD')
    expect((error as OnrampAmountOutOfRangeError).cause).toBeInstanceOf(ServerRequestError)
  })

  it('gives the provider’s checkout URL for the purchase', async () => {
    const portico = await connectedKit('ramp')
    expect(await portico.fetchOnrampCheckoutUrl({ provider: 'in-test', country: 'DE', fiatCurrency: 'USD', fiatAmount: '100', paymentMethod: 'card', cryptoCurrency: eth })).toBe(
      'https://checkout.example/',
    )
  })

  it('rejects a project with the onramp feature off', async () => {
    const portico = await connectedKit('off')
    await expect(portico.fetchOnrampOptions({ country: 'DE' })).rejects.toMatchObject({ code: 'feature_disabled' })
  })

  it('needs the Portico server', async () => {
    const portico = await connectedKit('ramp', '')
    await expect(portico.fetchOnrampOptions({ country: 'DE' })).rejects.toBeInstanceOf(ServerNotConfiguredError)
  })
})
