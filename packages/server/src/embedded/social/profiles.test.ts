import { describe, expect, it } from 'vitest'
import { appleNameOf, pictureOf, profileOf } from './profiles.ts'

describe('the providers’ answers made profiles', () => {
  it('reads each provider’s user API by its own shape, the stable id as the subject', () => {
    expect(profileOf('x', { data: { id: '2244994945', name: 'X Dev', username: 'XDevelopers' } })).toEqual({ subject: '2244994945', username: 'XDevelopers' })
    expect(profileOf('discord', { id: '80351110224678912', username: 'nelly', global_name: 'Nelly', avatar: null })).toEqual({ subject: '80351110224678912', username: 'Nelly' })
    expect(profileOf('discord', { id: '80351110224678912', username: 'nelly', global_name: null })).toEqual({ subject: '80351110224678912', username: 'nelly' })
    expect(profileOf('facebook', { id: '10158', name: 'Mark', picture: { data: { url: 'https://x', is_silhouette: true } } })).toEqual({ subject: '10158', username: 'Mark' })
    expect(profileOf('github', { id: 583231, login: 'octocat' })).toEqual({ subject: '583231', username: 'octocat' })
  })

  it('refuses what is not that shape (an id that is not a numeric string, a user nested wrong, missing fields)', () => {
    expect(profileOf('x', { id: '1', username: 'flat' })).toBeUndefined()
    expect(profileOf('discord', { id: 80351110224678912, username: 'n' })).toBeUndefined()
    expect(profileOf('facebook', { id: 'abc', name: 'M' })).toBeUndefined()
    expect(profileOf('discord', { id: '1'.repeat(40), username: 'n' })).toBeUndefined()
  })

  it('Apple: the subject from the id_token, the name only from the first login’s form', () => {
    expect(profileOf('apple', { sub: '001234.abcd.1234', email: 'a@privaterelay.appleid.com' })).toEqual({ subject: '001234.abcd.1234', username: undefined })
    expect(profileOf('apple', { sub: '001234.abcd.1234' }, { appleName: 'Ada Lovelace' })).toEqual({ subject: '001234.abcd.1234', username: 'Ada Lovelace' })
    expect(appleNameOf('{"name":{"firstName":"Ada","lastName":"Lovelace"},"email":"a@example.com"}')).toBe('Ada Lovelace')
    expect(appleNameOf('{"name":{"firstName":" Ada "}}')).toBe('Ada')
    for (const field of [undefined, '', 'not json', '{"name":"Ada"}', '{"name":{}}', `{"name":{"firstName":"${'a'.repeat(3000)}"}}`]) expect(appleNameOf(field)).toBeUndefined()
  })

  it('reads each provider’s picture as an http(s) URL: OIDC picture, GitHub avatar_url, X profile_image_url, Discord’s hash on its CDN, Facebook’s unless the silhouette', () => {
    const picture = 'https://cdn.example/p/1.png'
    expect(profileOf('google', { sub: '1', name: 'A', picture })).toEqual({ subject: '1', username: 'A', avatar: picture })
    expect(profileOf('apple', { sub: '1', picture }, { appleName: 'A' })).toEqual({ subject: '1', username: 'A', avatar: picture })
    expect(profileOf('github', { id: 583231, login: 'octocat', avatar_url: 'https://avatars.githubusercontent.com/u/583231?v=4' })?.avatar).toBe('https://avatars.githubusercontent.com/u/583231?v=4')
    expect(profileOf('x', { data: { id: '2', username: 'x', profile_image_url: 'https://pbs.twimg.com/profile_images/1/a_normal.jpg' } })?.avatar).toBe('https://pbs.twimg.com/profile_images/1/a_normal.jpg')
    const hash = 'a_0123456789abcdef0123456789abcdef'
    expect(profileOf('discord', { id: '80351110224678912', username: 'n', avatar: hash }, { discordCdn: 'https://cdn.discordapp.com' })?.avatar).toBe(`https://cdn.discordapp.com/avatars/80351110224678912/${hash}.png`)
    expect(profileOf('facebook', { id: '10158', name: 'M', picture: { data: { url: picture, is_silhouette: false } } })?.avatar).toBe(picture)
    // Plain http is kept (the local stand-ins serve theirs from 127.0.0.1).
    expect(profileOf('github', { id: 1, login: 'a', avatar_url: 'http://127.0.0.1:4000/avatars/u/1' })?.avatar).toBe('http://127.0.0.1:4000/avatars/u/1')
  })

  it('drops a picture that is not a plain http(s) URL (javascript:, data:, 5 kB, credentials, markup, not a string) and keeps the login', () => {
    const hostile: unknown[] = [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      `https://example.com/${'a'.repeat(5 * 1024)}`,
      'https://user:pass@example.com/a.png',
      'https://example.com/"><script>alert(1)</script>',
      'https://example.com/a b.png',
      '//example.com/a.png',
      'ftp://example.com/a.png',
      '',
      42,
      { url: 'https://example.com/a.png' },
      ['https://example.com/a.png'],
      null,
    ]
    for (const value of hostile) {
      expect(pictureOf(value)).toBeUndefined()
      expect(profileOf('google', { sub: '1', name: 'A', picture: value })).toEqual({ subject: '1', username: 'A' })
      expect(profileOf('github', { id: 1, login: 'a', avatar_url: value })).toEqual({ subject: '1', username: 'a' })
      expect(profileOf('x', { data: { id: '2', username: 'x', profile_image_url: value } })).toEqual({ subject: '2', username: 'x' })
      expect(profileOf('facebook', { id: '3', name: 'M', picture: { data: { url: value } } })).toEqual({ subject: '3', username: 'M' })
    }
    // Discord: only a hash makes a URL, on the configured CDN; no CDN configured, no picture.
    for (const avatar of ['../../evil', 'https://evil.example/a.png', '0123', `${'a'.repeat(32)}?x`, 7]) {
      expect(profileOf('discord', { id: '8', username: 'n', avatar }, { discordCdn: 'https://cdn.discordapp.com' })).toEqual({ subject: '8', username: 'n' })
    }
    expect(profileOf('discord', { id: '8', username: 'n', avatar: '0123456789abcdef0123456789abcdef' })).toEqual({ subject: '8', username: 'n' })
  })
})
