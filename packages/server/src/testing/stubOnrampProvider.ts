import type { OnrampProvider, OnrampQuote } from '../onramp/types.ts'

/**
 * A test on-ramp provider: EUR and USD by card or bank everywhere but `unavailableIn`, ETH and USDC
 * on Ethereum, a fixed `feePercent` (default 1.5) and 1 EUR = 1.1 USD. Never calls out.
 */
export function createStubOnrampProvider({
  name = 'stub',
  feePercent = 1.5,
  unavailableIn = [],
  ethUsd = 3000,
}: { name?: string; feePercent?: number; unavailableIn?: readonly string[]; ethUsd?: number } = {}): OnrampProvider {
  const usdPer: Record<string, number> = { USD: 1, EUR: 1.1 }
  return {
    name,
    async options({ country }) {
      if (unavailableIn.includes(country)) throw new Error(`${name} is not offered in ${country}`)
      return {
        provider: name,
        fiatCurrencies: [
          { code: 'EUR', paymentMethods: ['card', 'bank'] },
          { code: 'USD', paymentMethods: ['card', 'bank'] },
        ],
        cryptoCurrencies: [
          { symbol: 'ETH', network: 'eip155:1', address: 'native' },
          { symbol: 'USDC', network: 'eip155:1', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
        ],
      }
    },
    async quote(request): Promise<OnrampQuote> {
      if (unavailableIn.includes(request.country)) throw new Error(`${name} is not offered in ${request.country}`)
      const rate = usdPer[request.fiatCurrency]
      if (rate === undefined) throw new Error(`${name} does not take ${request.fiatCurrency}`)
      const fiat = Number(request.fiatAmount)
      const fee = (fiat * feePercent) / 100
      const usdNet = (fiat - fee) * rate
      const native = request.cryptoCurrency.address === 'native'
      const cryptoAmount = native ? BigInt(Math.floor((usdNet / ethUsd) * 1e9)) * 1_000_000_000n : BigInt(Math.floor(usdNet * 1e6))
      return {
        provider: name,
        fiatCurrency: request.fiatCurrency,
        fiatAmount: request.fiatAmount,
        usdAmount: Math.round(fiat * rate * 100) / 100,
        paymentMethod: request.paymentMethod,
        cryptoCurrency: request.cryptoCurrency,
        cryptoAmount: cryptoAmount.toString(),
        fee: { amount: fee.toFixed(2), percent: feePercent },
      }
    },
    async checkoutUrl(request) {
      return `https://stub.example/checkout?amount=${encodeURIComponent(request.fiatAmount)}&address=${request.address}`
    },
  }
}
