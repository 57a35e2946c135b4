import type { OnrampPaymentMethod } from '../types.ts'
import { OnrampWidgetNotSupportedError } from './errors.ts'

export type CoinbaseOnrampUrlParameters = {
  /**
   * From Coinbase's session token API (made with the CDP API key, on the server): it carries the
   * buyer's address and the assets allowed, so neither is in the URL.
   */
  sessionToken: string
  /** CAIP-2, e.g. `eip155:8453`. */
  network: string
  /** The token's symbol, e.g. `USDC`. */
  asset: string
  /** ISO 4217, e.g. `USD`. */
  fiatCurrency: string
  /** Decimal string. */
  fiatAmount: string
  paymentMethod?: OnrampPaymentMethod | undefined
  redirectUrl?: string | undefined
}

/** Coinbase Onramp's network names, by EVM chain id. */
const networks: Record<string, string> = {
  'eip155:1': 'ethereum',
  'eip155:10': 'optimism',
  'eip155:137': 'polygon',
  'eip155:8453': 'base',
  'eip155:42161': 'arbitrum',
  'eip155:43114': 'avalanche-c-chain',
}
const methods: Record<OnrampPaymentMethod, string> = { card: 'CARD', bank: 'ACH_BANK_ACCOUNT' }

/**
 * Coinbase's hosted Onramp (`pay.coinbase.com/buy/select-asset`), as a one-click buy: network,
 * asset, fiat amount and payment method preset.
 *
 * @throws {OnrampWidgetNotSupportedError} a network Coinbase Onramp does not deliver to.
 */
export function coinbaseOnrampUrl(parameters: CoinbaseOnrampUrlParameters): string {
  const network = networks[parameters.network]
  if (!network) throw new OnrampWidgetNotSupportedError({ provider: 'Coinbase Onramp', what: `network ${parameters.network}` })
  const url = new URL('https://pay.coinbase.com/buy/select-asset')
  url.searchParams.set('sessionToken', parameters.sessionToken)
  url.searchParams.set('defaultNetwork', network)
  url.searchParams.set('defaultAsset', parameters.asset.toUpperCase())
  url.searchParams.set('fiatCurrency', parameters.fiatCurrency.toUpperCase())
  url.searchParams.set('presetFiatAmount', parameters.fiatAmount)
  url.searchParams.set('defaultExperience', 'buy')
  if (parameters.paymentMethod) url.searchParams.set('defaultPaymentMethod', methods[parameters.paymentMethod])
  if (parameters.redirectUrl) url.searchParams.set('redirectUrl', parameters.redirectUrl)
  return url.toString()
}
