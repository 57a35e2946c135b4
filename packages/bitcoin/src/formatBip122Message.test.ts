import { describe, expect, it } from 'vitest'
import { InvalidSIWXMessageError } from '@portico/core'
import { formatSIWXMessage } from '@portico/core/internal'
import { bip122SignInFormat } from './formatBip122Message'
import type { SIWXMessageData } from '@portico/core'

const data: SIWXMessageData = {
  accountAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  chainId: 'bip122:000000000019d6689c085ae165831e93',
  domain: '127.0.0.1:5173',
  uri: 'http://127.0.0.1:5173',
  version: '1',
  nonce: 'abcdefgh12',
  issuedAt: '2026-11-21T10:00:00Z',
}

describe('formatBip122Message (through formatSIWXMessage)', () => {
  it('writes CAIP-122 text for Bitcoin: the Bitcoin account line and the genesis reference as Chain ID', () => {
    expect(formatSIWXMessage(data, bip122SignInFormat)).toBe(
      [
        '127.0.0.1:5173 wants you to sign in with your Bitcoin account:',
        'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
        '',
        '',
        'URI: http://127.0.0.1:5173',
        'Version: 1',
        'Chain ID: 000000000019d6689c085ae165831e93',
        'Nonce: abcdefgh12',
        'Issued At: 2026-11-21T10:00:00Z',
      ].join('\n'),
    )
  })

  it('takes taproot and legacy addresses, refuses a Solana address', () => {
    expect(() => formatSIWXMessage({ ...data, accountAddress: 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297' }, bip122SignInFormat)).not.toThrow()
    expect(() => formatSIWXMessage({ ...data, accountAddress: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2' }, bip122SignInFormat)).not.toThrow()
    expect(() => formatSIWXMessage({ ...data, accountAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' }, bip122SignInFormat)).toThrow(InvalidSIWXMessageError)
  })
})
