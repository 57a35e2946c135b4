import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseCaip122Message } from './parseCaip122Message.ts'

const lines = [
  'https://app.example.com wants you to sign in with your Solana account:',
  '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  '',
  'Sign in.',
  '',
  'URI: https://app.example.com',
  'Version: 1',
  'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'Nonce: abcdefgh1234',
  'Issued At: 2026-11-21T10:00:00.000Z',
  'Expiration Time: 2026-11-22T10:00:00.000Z',
  'Request ID: r-1',
  'Resources:',
  '- https://app.example.com/terms',
]

describe('parseCaip122Message', () => {
  it('reads every field, the scheme and the resources', () => {
    expect(parseCaip122Message(lines.join('\n'))).toEqual({
      blockchain: 'Solana',
      scheme: 'https',
      domain: 'app.example.com',
      address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      statement: 'Sign in.',
      uri: 'https://app.example.com',
      version: '1',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      nonce: 'abcdefgh1234',
      issuedAt: '2026-11-21T10:00:00.000Z',
      expirationTime: '2026-11-22T10:00:00.000Z',
      requestId: 'r-1',
      resources: ['https://app.example.com/terms'],
    })
  })

  it('reads a message without statement (two blank lines)', () => {
    const text = [lines[0], lines[1], '', '', ...lines.slice(5, 10)].join('\n')
    expect(parseCaip122Message(text)).toMatchObject({ statement: undefined, nonce: 'abcdefgh1234', resources: [] })
  })

  it('refuses a missing required line, lines out of order and trailing text', () => {
    for (const drop of [1, 5, 6, 7, 8, 9]) expect(parseCaip122Message(lines.filter((_, index) => index !== drop).join('\n')), `without line ${drop}`).toBeUndefined()
    const swapped = [...lines]
    ;[swapped[6], swapped[7]] = [swapped[7]!, swapped[6]!]
    expect(parseCaip122Message(swapped.join('\n'))).toBeUndefined()
    expect(parseCaip122Message(`${lines.join('\n')}\nNonce: another12345`)).toBeUndefined()
  })

  it('never throws on any text, and what it reads is what is written', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...lines), fc.string({ maxLength: 60 })), { maxLength: 20 }), (mutated) => {
        const fields = parseCaip122Message(mutated.join('\n'))
        if (fields) expect(mutated.join('\n')).toContain(`Nonce: ${fields.nonce}`)
      }),
      { numRuns: 2000 },
    )
  })
})
