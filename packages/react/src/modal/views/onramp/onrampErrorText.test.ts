import { OnrampAmountOutOfRangeError, ServerRequestError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { en } from '../../../i18n/en'
import { de } from '../../../i18n/locales/de'
import { createTranslate } from '../../../i18n/translate'
import { onrampErrorText } from './onrampErrorText'

describe('on-ramp errors as the visitor reads them', () => {
  it('says the payment method’s limits, in the visitor’s language and number format', () => {
    expect(onrampErrorText(createTranslate(en), 'en', new OnrampAmountOutOfRangeError({ paymentMethod: 'card', min: 10, max: 7500 }))).toBe('Card purchases are from 10 to 7,500 USD')
    expect(onrampErrorText(createTranslate(en), 'en', new OnrampAmountOutOfRangeError({ paymentMethod: 'bank', min: 10, max: 25_000 }))).toBe('Bank transfers are from 10 to 25,000 USD')
    expect(onrampErrorText(createTranslate(de), 'de', new OnrampAmountOutOfRangeError({ paymentMethod: 'bank', min: 10, max: 25_000 }))).toBe('Banküberweisungen sind von 10 bis 25.000 USD möglich')
  })

  it('gives any other error its usual text', () => {
    expect(onrampErrorText(createTranslate(en), 'en', new ServerRequestError({ code: 'feature_disabled', status: 403, path: '/v1/onramp/options' }))).toBe('This feature is not enabled for the project')
  })
})
