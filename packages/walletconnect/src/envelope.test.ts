import { describe, expect, test } from 'vitest'
import { deriveSymKey, generateKeyPair, randomKey, topicOf } from './crypto.ts'
import { fromBase64, toBase64 } from './encoding.ts'
import { envelopeType, openEnvelope, sealEnvelope } from './envelope.ts'
import { EnvelopeError } from './errors.ts'

describe('envelopes', () => {
  test('type 0: 0x00 | iv | sealed, opened with the same key only', () => {
    const key = randomKey()
    const sealed = sealEnvelope('{"id":1}', key)
    const bytes = fromBase64(sealed)
    expect(bytes[0]).toBe(0)
    expect(bytes.length).toBe(1 + 12 + 8 + 16)
    expect(openEnvelope(sealed, { symKey: key })).toBe('{"id":1}')
    expect(() => openEnvelope(sealed, { symKey: randomKey() })).toThrow(EnvelopeError)
  })

  test('a flipped byte does not open', () => {
    const key = randomKey()
    const bytes = fromBase64(sealEnvelope('hello', key))
    bytes[bytes.length - 1]! ^= 1
    expect(() => openEnvelope(toBase64(bytes), { symKey: key })).toThrow('Envelope could not be decrypted')
  })

  test('type 1 carries the sender key; the receiver derives the same key from its private key', () => {
    const sender = generateKeyPair()
    const receiver = generateKeyPair()
    const key = deriveSymKey(sender.privateKey, receiver.publicKey)
    expect(deriveSymKey(receiver.privateKey, sender.publicKey)).toBe(key)
    const sealed = sealEnvelope('hi', key, sender.publicKey)
    expect(envelopeType(sealed)).toEqual({ type: 1, senderPublicKey: sender.publicKey })
    expect(openEnvelope(sealed, { privateKey: receiver.privateKey })).toBe('hi')
  })

  test('unknown types and non-base64 are EnvelopeErrors', () => {
    expect(() => openEnvelope(toBase64(Uint8Array.of(2, 1, 2, 3)), { symKey: randomKey() })).toThrow('Unsupported envelope type 2')
    expect(() => openEnvelope('%%%', { symKey: randomKey() })).toThrow(EnvelopeError)
  })

  test('a topic is the SHA-256 of its key', () => {
    expect(topicOf('00'.repeat(32))).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925')
  })
})
