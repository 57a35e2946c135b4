import { describe, expect, it } from 'vitest'
import { appleNameOf, profileOf } from './profiles.ts'

describe('the providers’ answers made profiles', () => {
  it('reads each provider’s user API by its own shape, the stable id as the subject', () => {
    expect(profileOf('x', { data: { id: '2244994945', name: 'X Dev', username: 'XDevelopers' } })).toEqual({ subject: '2244994945', username: 'XDevelopers' })
    expect(profileOf('discord', { id: '80351110224678912', username: 'nelly', global_name: 'Nelly', avatar: null })).toEqual({ subject: '80351110224678912', username: 'Nelly' })
    expect(profileOf('discord', { id: '80351110224678912', username: 'nelly', global_name: null })).toEqual({ subject: '80351110224678912', username: 'nelly' })
    expect(profileOf('facebook', { id: '10158', name: 'Mark', picture: { data: { url: 'https://x' } } })).toEqual({ subject: '10158', username: 'Mark' })
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
    expect(profileOf('apple', { sub: '001234.abcd.1234' }, 'Ada Lovelace')).toEqual({ subject: '001234.abcd.1234', username: 'Ada Lovelace' })
    expect(appleNameOf('{"name":{"firstName":"Ada","lastName":"Lovelace"},"email":"a@example.com"}')).toBe('Ada Lovelace')
    expect(appleNameOf('{"name":{"firstName":" Ada "}}')).toBe('Ada')
    for (const field of [undefined, '', 'not json', '{"name":"Ada"}', '{"name":{}}', `{"name":{"firstName":"${'a'.repeat(3000)}"}}`]) expect(appleNameOf(field)).toBeUndefined()
  })
})
