import { SendInvalidAmountError, SendInvalidReceiverError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { en } from './en'
import { de } from './locales/de'
import { createTranslate } from './translate'
import { alertTitle, errorText } from './visitorText'

describe('errorText', () => {
  it('reads a visitor-facing error from the catalogue by its class name', () => {
    expect(errorText(createTranslate({ ...en, ...de }, 'de'), new SendInvalidAmountError({ amount: '1.0000001', decimals: 6 }))).toBe('Ungültiger Betrag')
    expect(errorText(createTranslate(en), new SendInvalidReceiverError({ receiverAddress: '0x12', chainNamespace: 'eip155' }))).toBe('Invalid receiver address')
  })

  it('falls back to the short message, then the message', () => {
    const t = createTranslate(en)
    expect(errorText(t, { name: 'UserRejectedRequestError', shortMessage: 'User rejected the request.' })).toBe('User rejected the request.')
    expect(errorText(t, new Error('boom'))).toBe('boom')
  })
})

describe('alertTitle', () => {
  it('translates the alerts a visitor meets, and leaves the developer ones in English', () => {
    const t = createTranslate({ ...en, ...de }, 'de')
    expect(alertTitle(t, { code: 'token_balance_unavailable', title: 'Token Balance Unavailable' })).toBe('Token-Guthaben nicht verfügbar')
    expect(alertTitle(t, { code: 'invalid_app_configuration', title: 'Invalid App Configuration' })).toBe('Invalid App Configuration')
    expect(alertTitle(t, { title: 'Something' })).toBe('Something')
  })
})
