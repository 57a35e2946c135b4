import { createHmac } from 'node:crypto'
import type { OnrampPaymentMethod } from '../types.ts'
import { OnrampWidgetNotSupportedError } from './errors.ts'

export type MoonPayUrlParameters = {
  /** The publishable key (`pk_live_…`, `pk_test_…`). */
  apiKey: string
  /** The secret key: signs the URL (MoonPay refuses a prefilled wallet address unsigned). */
  secretKey: string
  /** `sandbox`: `buy-sandbox.moonpay.com`. Default `production`. */
  environment?: 'production' | 'sandbox' | undefined
  /** MoonPay's currency code of the token, e.g. `eth`, `usdc_base`. */
  currencyCode: string
  walletAddress: string
  /** ISO 4217, e.g. `EUR`. */
  fiatCurrency: string
  /** Decimal string. */
  fiatAmount: string
  paymentMethod?: OnrampPaymentMethod | undefined
  /** Where MoonPay sends the buyer back. */
  redirectUrl?: string | undefined
}

const bankMethods: Record<string, string> = { EUR: 'sepa_bank_transfer', GBP: 'gbp_bank_transfer', USD: 'ach_bank_transfer' }

/** MoonPay's payment method for `method` in `fiatCurrency`. */
function moonPayMethod(method: OnrampPaymentMethod, fiatCurrency: string): string {
  if (method === 'card') return 'credit_debit_card'
  const bank = bankMethods[fiatCurrency]
  if (!bank) throw new OnrampWidgetNotSupportedError({ provider: 'MoonPay', what: `bank transfers in ${fiatCurrency}` })
  return bank
}

/**
 * MoonPay's hosted buy widget, prefilled and signed: `signature` is the HMAC-SHA256 (base64) of the
 * query string with the secret key, appended last (MoonPay's URL signing).
 *
 * @throws {OnrampWidgetNotSupportedError} a bank transfer in a currency without one.
 */
export function moonPayUrl(parameters: MoonPayUrlParameters): string {
  const host = parameters.environment === 'sandbox' ? 'https://buy-sandbox.moonpay.com' : 'https://buy.moonpay.com'
  const url = new URL(host)
  const fiatCurrency = parameters.fiatCurrency.toUpperCase()
  url.searchParams.set('apiKey', parameters.apiKey)
  url.searchParams.set('currencyCode', parameters.currencyCode.toLowerCase())
  url.searchParams.set('walletAddress', parameters.walletAddress)
  url.searchParams.set('baseCurrencyCode', fiatCurrency.toLowerCase())
  url.searchParams.set('baseCurrencyAmount', parameters.fiatAmount)
  if (parameters.paymentMethod) url.searchParams.set('paymentMethod', moonPayMethod(parameters.paymentMethod, fiatCurrency))
  if (parameters.redirectUrl) url.searchParams.set('redirectURL', parameters.redirectUrl)
  const signature = createHmac('sha256', parameters.secretKey).update(url.search).digest('base64')
  url.searchParams.set('signature', signature)
  return url.toString()
}
