import { describe, expect, it } from 'vitest'
import { acceptableQuotes, checkOnrampAmount, isProviderFeeInRange, OnrampAmountOutOfRangeError, OnrampPaymentMethodNotSupportedError } from './limits.ts'
import type { OnrampQuote } from './types.ts'

describe('on-ramp limits (spec §9)', () => {
  it.each([
    ['card', 10],
    ['card', 7_500],
    ['bank', 10],
    ['bank', 25_000],
    ['bank', 7_500.01],
  ] as const)('accepts %s for %d USD', (paymentMethod, usdAmount) => {
    expect(() => checkOnrampAmount({ paymentMethod, usdAmount })).not.toThrow()
  })

  it.each([
    ['card', 9.99, 'Card purchases are from 10 to 7,500 USD; this one is 9.99 USD'],
    ['card', 7_500.01, 'Card purchases are from 10 to 7,500 USD; this one is 7,500.01 USD'],
    ['bank', 25_001, 'Bank account purchases are from 10 to 25,000 USD; this one is 25,001 USD'],
    ['bank', 0, 'Bank account purchases are from 10 to 25,000 USD; this one is 0 USD'],
  ] as const)('refuses %s for %d USD, saying the limits', (paymentMethod, usdAmount, message) => {
    const error = (() => {
      try {
        checkOnrampAmount({ paymentMethod, usdAmount })
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(OnrampAmountOutOfRangeError)
    expect(error).toMatchObject({ code: 'onramp_amount_out_of_range', status: 400, message })
  })

  it('refuses NaN and unknown payment methods', () => {
    expect(() => checkOnrampAmount({ paymentMethod: 'card', usdAmount: Number.NaN })).toThrow(OnrampAmountOutOfRangeError)
    expect(() => checkOnrampAmount({ paymentMethod: 'paypal', usdAmount: 50 })).toThrow(OnrampPaymentMethodNotSupportedError)
  })

  it('keeps provider fees of 1 to 2 %', () => {
    expect([0.99, 1, 1.5, 2, 2.01, Number.NaN].map((percent) => isProviderFeeInRange(percent))).toEqual([false, true, true, true, false, false])
  })

  it('shows only the quotes within the limits and the fee range', () => {
    const quote = (paymentMethod: 'card' | 'bank', usdAmount: number, percent: number): OnrampQuote => ({
      provider: 'p',
      fiatCurrency: 'USD',
      fiatAmount: String(usdAmount),
      usdAmount,
      paymentMethod,
      cryptoCurrency: { symbol: 'ETH', network: 'eip155:1', address: 'native' },
      cryptoAmount: '1',
      fee: { amount: '1', percent },
    })
    const quotes = [quote('card', 100, 1.5), quote('card', 8_000, 1.5), quote('bank', 8_000, 1.5), quote('card', 100, 3)]
    expect(acceptableQuotes(quotes)).toEqual([quotes[0], quotes[2]])
  })
})
