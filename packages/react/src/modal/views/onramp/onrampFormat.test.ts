import { describe, expect, it } from 'vitest'
import { formatFiat, formatLimits, parseFiatAmount, visitorCountry } from './onrampFormat'

describe('on-ramp formatting', () => {
  it('reads a fiat amount with at most 2 decimals, a comma as the decimal mark too', () => {
    expect(parseFiatAmount('25')).toBe('25')
    expect(parseFiatAmount(' 25,5 ')).toBe('25.5')
    expect(parseFiatAmount('25.505')).toBeUndefined()
    expect(parseFiatAmount('0')).toBeUndefined()
    expect(parseFiatAmount('-5')).toBeUndefined()
    expect(parseFiatAmount('1e3')).toBeUndefined()
    expect(parseFiatAmount('')).toBeUndefined()
  })

  it('shows amounts and the spec’s limits in the visitor’s locale', () => {
    // Intl puts a no-break space between the amount and the code.
    const plain = (text: string) => text.replace(/\s/g, ' ')
    expect(plain(formatFiat('1234.5', 'USD', 'en'))).toBe('USD 1,234.50')
    expect(plain(formatFiat('1234.5', 'EUR', 'de'))).toBe('1.234,50 EUR')
    expect(formatLimits('card', 'en')).toEqual({ min: '10', max: '7,500' })
    expect(formatLimits('bank', 'de')).toEqual({ min: '10', max: '25.000' })
  })

  it('takes the country from the browser languages, US when none has one', () => {
    expect(visitorCountry(['de-AT', 'en'])).toBe('AT')
    expect(visitorCountry(['fr'])).toBe('FR')
    expect(visitorCountry(['not a tag', 'ja'])).toBe('JP')
    expect(visitorCountry([])).toBe('US')
  })
})
