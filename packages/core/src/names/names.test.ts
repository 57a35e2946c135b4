import { describe, expect, it } from 'vitest'
import { isValidAvatarUrl } from './avatarUrl'
import { formatNameRegistrationMessage, type NameRegistrationFields, parseNameRegistrationMessage } from './nameRegistrationMessage'
import { describeNameProblem, isEnsName, isValidName, nameProblem, normalizeName } from './validateName'

describe('name rules (spec §5: letters, digits and hyphens, at least 4 characters)', () => {
  it.each(['alice', 'ab-c', '1234', 'a-b-c-d', 'x'.repeat(63), '0xabc', '----'])('accepts %s', (name) => {
    expect(nameProblem(name)).toBeUndefined()
    expect(isValidName(name)).toBe(true)
  })

  it.each([
    ['abc', 'too_short'],
    ['', 'characters'],
    ['x'.repeat(64), 'too_long'],
    ['al ice', 'characters'],
    ['alice.eth', 'characters'],
    ['alice_1', 'characters'],
    ['Alice', 'characters'],
    ['ålice', 'characters'],
    ['аlice', 'characters'], // a Cyrillic а
    ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', 'address'],
  ] as const)('refuses %j (%s)', (name, problem) => {
    expect(nameProblem(name)).toBe(problem)
    expect(isValidName(name)).toBe(false)
    expect(describeNameProblem(problem)).toMatch(/\w/)
  })

  it('normalizes case and surrounding spaces', () => {
    expect(normalizeName('  Alice-01 ')).toBe('alice-01')
    expect(isValidName(normalizeName('ALICE'))).toBe(true)
  })
})

describe('ENS names (looked up through the server, never registered)', () => {
  it.each(['vitalik.eth', 'alice.portico.eth', 'a.b', 'x'.repeat(63) + '.eth'])('takes %s as an ENS name', (name) => {
    expect(isEnsName(name)).toBe(true)
  })
  it.each(['alice', 'bad..eth', '.eth', 'alice.', 'Alice.eth', 'al ice.eth', 'x'.repeat(64) + '.eth', `${'a.'.repeat(128)}eth`, '🙂.eth'])('not %j', (name) => {
    expect(isEnsName(name)).toBe(false)
  })
})

describe('the registration message', () => {
  const fields: NameRegistrationFields = {
    name: 'alice',
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    coinType: 60,
    chainId: 'eip155:31337',
    projectId: 'portico-demo',
    issuedAt: '2026-05-01T10:00:00.000Z',
    nonce: 'a1b2c3d4e5f60718',
  }

  it('says what is registered, for whom, where and when', () => {
    expect(formatNameRegistrationMessage(fields)).toBe(
      [
        'Register the name "alice" for this account on Portico.',
        '',
        'Name: alice',
        'Address: 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        'Coin Type: 60',
        'Chain ID: eip155:31337',
        'Project ID: portico-demo',
        'Issued At: 2026-05-01T10:00:00.000Z',
        'Nonce: a1b2c3d4e5f60718',
      ].join('\n'),
    )
  })

  it('parses back what it formats', () => {
    expect(parseNameRegistrationMessage(formatNameRegistrationMessage(fields))).toEqual(fields)
  })

  it('carries an avatar when one is given, signed with the rest', () => {
    const withAvatar = { ...fields, avatar: 'https://example.com/alice.png' }
    const text = formatNameRegistrationMessage(withAvatar)
    expect(text).toContain('Project ID: portico-demo\nAvatar: https://example.com/alice.png\nIssued At:')
    expect(parseNameRegistrationMessage(text)).toEqual(withAvatar)
    expect(parseNameRegistrationMessage(formatNameRegistrationMessage(fields))).not.toHaveProperty('avatar')
  })

  it('refuses any other layout', () => {
    const text = formatNameRegistrationMessage(fields)
    for (const altered of [
      text.replace('"alice"', '"bob"'), // header and Name: disagree
      `${text}\n`,
      `\n${text}`,
      text.replace('\n\n', '\n'),
      text.replace('Coin Type: 60', 'Coin Type: sixty'),
      text.replace('Nonce: a1b2c3d4e5f60718', 'Nonce: short'),
      text.replace('Nonce: a1b2c3d4e5f60718', 'Nonce: a1b2c3d4e5f60718!'),
      text.replace('Project ID: portico-demo', 'Project ID: portico-demo\nExtra: 1'),
      text.replace('Issued At:', 'Avatar: https://example.com/a.png\nAvatar: https://example.com/b.png\nIssued At:'),
      text.replace('Project ID: portico-demo', 'Avatar: https://example.com/a.png\nProject ID: portico-demo'),
      text.replace('Coin Type: 60', 'Coin Type: 060'),
      text.replace(/\n/g, '\r\n'),
      'x',
    ]) {
      expect(parseNameRegistrationMessage(altered)).toBeUndefined()
    }
  })
})

describe('avatar URLs', () => {
  it('takes absolute http(s) URLs only, without credentials, spaces or markup characters, at most 512 characters', () => {
    expect(isValidAvatarUrl('https://example.com/me.png')).toBe(true)
    expect(isValidAvatarUrl('http://127.0.0.1:8787/v1/network-images/x.png')).toBe(true)
    for (const bad of ['', 'example.com/me.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://example.com/a.png', 'https://user:pw@example.com/a.png', 'https://example.com/a b.png', 'https://example.com/"a.png', `https://example.com/${'a'.repeat(500)}`]) {
      expect(isValidAvatarUrl(bad), bad).toBe(false)
    }
  })
})
