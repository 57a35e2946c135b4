import { describe, expect, test } from 'vitest'
import { fromBase64, fromHex, toBase58btc, toBase64, toBase64Url, toHex } from './encoding.ts'

describe('encoding', () => {
  test('base58btc matches the Bitcoin alphabet, leading zero bytes as 1s', () => {
    expect(toBase58btc(new TextEncoder().encode('hello world'))).toBe('StV1DL6CwTryKyV')
    expect(toBase58btc(Uint8Array.of(0, 0, 1))).toBe('112')
    expect(toBase58btc(new Uint8Array())).toBe('')
  })

  test('hex and base64 round trip; base64url has no padding', () => {
    const bytes = Uint8Array.from({ length: 40 }, (_, i) => (i * 37) % 256)
    expect(fromHex(toHex(bytes))).toEqual(bytes)
    expect(fromBase64(toBase64(bytes))).toEqual(bytes)
    expect(toBase64Url(Uint8Array.of(0xfb, 0xff))).toBe('-_8')
    expect(() => fromHex('abc')).toThrow(TypeError)
  })
})
