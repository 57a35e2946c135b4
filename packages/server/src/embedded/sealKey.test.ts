import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { parseMasterKey } from './masterKey.ts'
import { openPrivateKey, sealPrivateKey } from './sealKey.ts'

const master = parseMasterKey('11'.repeat(32))
const binding = { userId: 'u1', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }

describe('sealPrivateKey', () => {
  it('opens with the same master key and binding, and the sealed form holds no plaintext', () => {
    const key = randomBytes(32)
    const sealed = sealPrivateKey(master, key, binding)
    expect(sealed).not.toContain(key.toString('hex'))
    expect(sealed).not.toContain(key.toString('base64'))
    expect(openPrivateKey(master, sealed, binding)).toEqual(key)
    // Every seal uses a fresh data key and nonces.
    expect(sealPrivateKey(master, key, binding)).not.toBe(sealed)
  })

  it('does not open under another master key, for another user or address, or tampered', () => {
    const sealed = sealPrivateKey(master, randomBytes(32), binding)
    expect(() => openPrivateKey(parseMasterKey('22'.repeat(32)), sealed, binding)).toThrow(/sealed under master key/)
    expect(() => openPrivateKey(master, sealed, { ...binding, userId: 'u2' })).toThrow()
    expect(() => openPrivateKey(master, sealed, { ...binding, address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' })).toThrow()
    const parsed = JSON.parse(sealed)
    const flipped = Buffer.from(parsed.ct, 'base64')
    flipped[0]! ^= 1
    expect(() => openPrivateKey(master, JSON.stringify({ ...parsed, ct: flipped.toString('base64') }), binding)).toThrow()
  })

  it('reads master keys as 64 hex or base64 of 32 bytes only', () => {
    expect(parseMasterKey(Buffer.alloc(32, 7).toString('base64')).id).toBe(parseMasterKey('07'.repeat(32)).id)
    expect(() => parseMasterKey('abc')).toThrow('The wallet master key must be 32 bytes, as 64 hex characters or base64')
    expect(() => parseMasterKey('11'.repeat(16))).toThrow()
  })
})
