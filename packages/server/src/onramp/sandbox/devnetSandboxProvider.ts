import type { ChainConfig } from '../../chains/chains.ts'
import type { OnrampProvider, OnrampQuote, OnrampQuoteRequest } from '../types.ts'
import type { SandboxCheckoutStore } from './checkoutStore.ts'

/** The sandbox's name in quotes and options: a devnet test provider, no real money. */
export const devnetSandboxProviderName = 'Devnet sandbox'
/** The sandbox's fee, inside spec §9's 1 to 2 %. */
export const devnetSandboxFeePercent = 1.5
const usdPer: Record<string, number> = { USD: 1, EUR: 1.1 }

export type DevnetSandboxProviderParameters = {
  /** The devnet chains it delivers the native currency on. */
  chains: readonly ChainConfig[]
  checkouts: SandboxCheckoutStore
  /** The server's public origin: the checkout page is `${publicUrl}/v1/onramp/sandbox/checkout/<id>`. */
  publicUrl: string
  /** USD per ETH; default 3000 (the devnet's configured price). */
  ethUsd?: number | undefined
}

/**
 * The devnet sandbox on-ramp provider: quotes ETH on the served devnet chains for USD or EUR, and a
 * checkout page on this server that takes the test card and credits the buyer on the devnet. For
 * `npm start` and tests only: it sells nothing real.
 */
export function createDevnetSandboxProvider({ chains, checkouts, publicUrl, ethUsd = 3000 }: DevnetSandboxProviderParameters): OnrampProvider {
  const devnets = chains.filter((chain) => chain.devnet)
  const chainOf = (network: string) => devnets.find((chain) => `eip155:${chain.chainId}` === network)

  const quote = async (request: OnrampQuoteRequest): Promise<OnrampQuote> => {
    const rate = usdPer[request.fiatCurrency]
    if (rate === undefined) throw new Error(`The devnet sandbox does not take ${request.fiatCurrency}`)
    if (!chainOf(request.cryptoCurrency.network) || request.cryptoCurrency.address !== 'native') throw new Error('The devnet sandbox sells only the devnet native currency')
    const cents = Math.round(Number(request.fiatAmount) * 100)
    const feeCents = Math.round((cents * devnetSandboxFeePercent) / 100)
    const usdNet = ((cents - feeCents) / 100) * rate
    // Gwei precision is plenty for a test purchase.
    const wei = BigInt(Math.floor((usdNet / ethUsd) * 1e9)) * 1_000_000_000n
    return {
      provider: devnetSandboxProviderName,
      fiatCurrency: request.fiatCurrency,
      fiatAmount: (cents / 100).toFixed(2),
      usdAmount: Math.round(cents * rate) / 100,
      paymentMethod: request.paymentMethod,
      cryptoCurrency: request.cryptoCurrency,
      cryptoAmount: wei.toString(),
      fee: { amount: (feeCents / 100).toFixed(2), percent: devnetSandboxFeePercent },
    }
  }

  return {
    name: devnetSandboxProviderName,
    async options() {
      return {
        provider: devnetSandboxProviderName,
        fiatCurrencies: [
          { code: 'USD', paymentMethods: ['card', 'bank'] },
          { code: 'EUR', paymentMethods: ['card', 'bank'] },
        ],
        cryptoCurrencies: devnets.map((chain) => ({ symbol: chain.nativeCurrency.symbol, network: `eip155:${chain.chainId}`, address: 'native' })),
      }
    },
    quote,
    async checkoutUrl(request) {
      // The amount is bound here: the checkout holds the quote made now, not anything the page sends.
      const bound = await quote(request)
      const chain = chainOf(request.cryptoCurrency.network)!
      const checkout = await checkouts.create({ quote: bound, address: request.address, chainId: chain.chainId })
      return `${publicUrl}/v1/onramp/sandbox/checkout/${checkout.id}`
    },
  }
}
