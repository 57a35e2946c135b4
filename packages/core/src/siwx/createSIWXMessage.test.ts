import { describe, expect, it } from 'vitest'
import { SIWXNamespaceNotSupportedError } from './errors'
import { createSIWXMessage } from './createSIWXMessage'
import { formatSIWXMessage } from './formatSIWXMessage'
import { testEvmRules } from '../testing/testChainRules'

const fields = {
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:1',
  domain: 'app.example.com',
  uri: 'https://app.example.com',
  version: '1',
  nonce: 'abcdefgh12',
} as const

describe('createSIWXMessage', () => {
  it('keeps the CAIP-122 fields, fills Issued At with now, and its text is toString()', () => {
    const message = createSIWXMessage(fields, { now: () => Date.parse('2026-11-21T10:00:00Z'), format: testEvmRules.signIn })
    expect(message).toMatchObject({ ...fields, issuedAt: '2026-11-21T10:00:00.000Z' })
    expect(message.toString()).toBe(message.serializedMessage)
    expect(message.serializedMessage).toContain('\nIssued At: 2026-11-21T10:00:00.000Z')
    expect(`${message}`.startsWith('app.example.com wants you to sign in with your Ethereum account:\n')).toBe(true)
  })

  it('keeps a given Issued At', () => {
    expect(createSIWXMessage({ ...fields, issuedAt: '2020-01-01T00:00:00Z' }, { format: testEvmRules.signIn }).issuedAt).toBe('2020-01-01T00:00:00Z')
  })
})

describe('formatSIWXMessage', () => {
  it('refuses a namespace with no message format yet (its adapter declares none)', () => {
    expect(() => formatSIWXMessage({ ...fields, chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182', issuedAt: '2020-01-01T00:00:00Z' })).toThrow(
      SIWXNamespaceNotSupportedError,
    )
  })
})
