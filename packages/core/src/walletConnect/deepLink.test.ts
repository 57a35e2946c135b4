import { describe, expect, test } from 'vitest'
import { formatWalletConnectDeepLink, isMobileUserAgent } from './deepLink'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=123'
const encoded = encodeURIComponent(uri)

describe('formatWalletConnectDeepLink', () => {
  test('native scheme', () => {
    expect(formatWalletConnectDeepLink('metamask://', uri)).toBe(`metamask://wc?uri=${encoded}`)
    expect(formatWalletConnectDeepLink('rainbow:', uri)).toBe(`rainbow://wc?uri=${encoded}`)
    expect(formatWalletConnectDeepLink('trust://open', uri)).toBe(`trust://wc?uri=${encoded}`)
  })
  test('universal link', () => {
    expect(formatWalletConnectDeepLink('https://link.example.com', uri)).toBe(`https://link.example.com/wc?uri=${encoded}`)
    expect(formatWalletConnectDeepLink('https://example.com/app/', uri)).toBe(`https://example.com/app/wc?uri=${encoded}`)
  })
})

test('isMobileUserAgent', () => {
  expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true)
  expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true)
  expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe(false)
})
