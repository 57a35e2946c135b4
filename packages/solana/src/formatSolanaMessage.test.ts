import { describe, expect, it } from 'vitest'
import { InvalidSIWXMessageError } from '@portico/core'
import { formatSIWXMessage } from '@portico/core/internal'
import { solanaSignInFormat } from './formatSolanaMessage'
import type { SIWXMessageData } from '@portico/core'

const data: SIWXMessageData = {
  accountAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  domain: 'app.example.com',
  uri: 'https://app.example.com',
  version: '1',
  nonce: 'a1b2c3d4e5f6a7b8',
  statement: 'Sign in to the Portico demo.',
  issuedAt: '2026-11-21T10:00:00.000Z',
  expirationTime: '2026-11-22T10:00:00.000Z',
}

describe('formatSolanaMessage (through formatSIWXMessage)', () => {
  it('writes Sign In With Solana text: the Solana account line, the base58 address, the cluster reference as Chain ID', () => {
    expect(formatSIWXMessage(data, solanaSignInFormat)).toBe(
      [
        'app.example.com wants you to sign in with your Solana account:',
        '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
        '',
        'Sign in to the Portico demo.',
        '',
        'URI: https://app.example.com',
        'Version: 1',
        'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Nonce: a1b2c3d4e5f6a7b8',
        'Issued At: 2026-11-21T10:00:00.000Z',
        'Expiration Time: 2026-11-22T10:00:00.000Z',
      ].join('\n'),
    )
  })

  it('refuses an EVM address and a malformed cluster reference', () => {
    expect(() => formatSIWXMessage({ ...data, accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }, solanaSignInFormat)).toThrow(InvalidSIWXMessageError)
    const error = (() => {
      try {
        formatSIWXMessage({ ...data, chainId: 'solana:mainnet' }, solanaSignInFormat)
      } catch (e) {
        return e as InvalidSIWXMessageError
      }
    })()
    expect(error?.field).toBe('chainId')
  })
})
