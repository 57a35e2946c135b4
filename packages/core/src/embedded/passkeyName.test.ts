import { describe, expect, it } from 'vitest'
import { isPasskeyName } from './passkeyName'

describe('isPasskeyName', () => {
  it('takes 1 to 64 characters of any script, emoji counted as one each', () => {
    for (const name of ['a', 'Work laptop', 'Passkey on Android, 29 Nov 2026', 'Ноутбук', '手机的通行密钥', 'لابتوب', '🔑'.repeat(64), 'x'.repeat(64)]) expect(isPasskeyName(name), name).toBe(true)
  })
  it('refuses empty, too long, spaces at either end, line breaks, control, bidi and zero-width characters, half a surrogate pair', () => {
    for (const name of ['', ' ', 'x'.repeat(65), '🔑'.repeat(65), ' a', 'a ', 'a\tb', 'a\nb', 'a\u0000b', 'a\u202Eb', 'a\u200Bb', 'a\u2066b', 'a\u2028b', 'a\uD800b', 'a\u00ADb']) {
      expect(isPasskeyName(name), JSON.stringify(name)).toBe(false)
    }
  })
})
