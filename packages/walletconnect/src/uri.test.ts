import { describe, expect, test } from 'vitest'
import { InvalidUriError } from './errors.ts'
import { formatPairingUri, parsePairingUri } from './uri.ts'

const topic = 'a'.repeat(64)
const symKey = 'b'.repeat(64)

describe('pairing URI', () => {
  test('formats wc:topic@2 with relay protocol, symKey and expiry, and parses back', () => {
    const uri = formatPairingUri({ topic, symKey, relayProtocol: 'irn', expiryTimestamp: 1_700_000_300 })
    expect(uri).toBe(`wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=1700000300`)
    expect(parsePairingUri(uri)).toEqual({ topic, symKey, relayProtocol: 'irn', expiryTimestamp: 1_700_000_300, methods: undefined })
  })

  test('rejects other versions, a missing key or relay protocol', () => {
    expect(() => parsePairingUri(`wc:${topic}@1?relay-protocol=irn&symKey=${symKey}`)).toThrow(InvalidUriError)
    expect(() => parsePairingUri(`wc:${topic}@2?relay-protocol=irn`)).toThrow('Invalid WalletConnect URI')
    expect(() => parsePairingUri(`wc:${topic}@2?symKey=${symKey}`)).toThrow(InvalidUriError)
  })
})
