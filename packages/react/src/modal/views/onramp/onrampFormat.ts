import { ONRAMP_LIMITS_USD } from '@portico/core/internal'

/** A fiat amount as typed ("25", "25.5", "25,50"): a decimal string with at most 2 decimals, or undefined. */
export function parseFiatAmount(text: string): string | undefined {
  const value = text.trim().replace(',', '.')
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(value) || Number(value) <= 0) return undefined
  return value
}

/** A fiat amount in the visitor's locale: "1,234.50 USD" ("1.234,50 USD" in German). */
export function formatFiat(amount: string | number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code' }).format(Number(amount))
  } catch {
    return `${amount} ${currency}`
  }
}

/** The payment method's limits in USD as the visitor reads them ("10 USD", "7,500 USD"). */
export function formatLimits(paymentMethod: 'card' | 'bank', locale: string): { min: string; max: string } {
  const { min, max } = ONRAMP_LIMITS_USD[paymentMethod]
  const format = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value)
  return { min: format(min), max: format(max) }
}

/**
 * The visitor's country for the providers' options (ISO 3166-1 alpha-2): the region of the first
 * browser language that has one, or of its likely region ("de" → DE); `US` when none.
 */
export function visitorCountry(languages: readonly string[]): string {
  for (const language of languages) {
    try {
      const region = new Intl.Locale(language).maximize().region
      if (region && /^[A-Z]{2}$/.test(region)) return region
    } catch {
      // Not a language tag: try the next one.
    }
  }
  return 'US'
}
