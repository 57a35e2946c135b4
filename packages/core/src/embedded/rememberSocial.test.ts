import { expect, test } from 'vitest'
import { createKeyedStorage } from '../storage/createKeyedStorage'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { loginCacheStorageKeys } from '../storage/loginCacheStorageKeys'
import type { EmbeddedUser } from './frameProtocol'
import { rememberSocial } from './rememberSocial'

const user = (extra: Partial<EmbeddedUser>): EmbeddedUser => ({
  email: null,
  address: '0x0000000000000000000000000000000000000001',
  chainId: 1,
  accounts: [],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
  socialProvider: 'github',
  ...extra,
})

test('a social login’s name and picture go to the login cache; disconnect’s list clears both', () => {
  const raw = createMemoryStorage()
  const storage = createKeyedStorage(raw)
  rememberSocial(storage, user({ userName: 'octocat', userAvatar: 'https://avatars.example/u/1?v=4' }))
  expect(raw.getItem('portico.socialUsername')).toBe('"octocat"')
  expect(raw.getItem('portico.socialAvatar')).toBe('"https://avatars.example/u/1?v=4"')
  expect(loginCacheStorageKeys).toContain('portico.socialAvatar')
})

test('a login without a picture, or with one that is not an http(s) URL, leaves none (an earlier one is removed)', () => {
  const raw = createMemoryStorage()
  const storage = createKeyedStorage(raw)
  rememberSocial(storage, user({ userName: 'a', userAvatar: 'https://example.com/a.png' }))
  rememberSocial(storage, user({ userName: 'a' }))
  expect(raw.getItem('portico.socialAvatar')).toBeNull()
  for (const hostile of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', `https://example.com/${'a'.repeat(5000)}`]) {
    rememberSocial(storage, user({ userAvatar: hostile }))
    expect(raw.getItem('portico.socialAvatar')).toBeNull()
  }
})
