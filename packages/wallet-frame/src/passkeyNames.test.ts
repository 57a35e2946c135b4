import { describe, expect, it } from 'vitest'
import { englishTranslate } from './i18n/translate.ts'
import { defaultPasskeyName } from './passkeyNames.ts'

describe('a new passkey’s default name', () => {
  const t = englishTranslate()
  const day = Date.UTC(2026, 10, 29, 12)
  it('the platform the browser names and the day, in the person’s locale; the day alone without a platform', () => {
    expect(defaultPasskeyName(t, 'en-GB', day, 'Android')).toBe('Passkey on Android, 29 Nov 2026')
    expect(defaultPasskeyName(t, 'en-US', day, undefined)).toBe('Passkey of Nov 29, 2026')
  })
  it('always a valid name: a platform string that would make it too long is cut to 64 characters', () => {
    const name = defaultPasskeyName(t, 'en-GB', day, 'x'.repeat(80))
    expect([...name].length).toBeLessThanOrEqual(64)
    expect(name.startsWith('Passkey on xxx')).toBe(true)
  })
})
