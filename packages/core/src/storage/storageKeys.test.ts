import { expect, test } from 'vitest'
import { loginCacheStorageKeys } from './loginCacheStorageKeys'
import { storageKeys } from './storageKeys'

test('keys', () => {
  expect(storageKeys).toEqual({
    emailLoginUsed: 'portico.emailLoginUsed',
    email: 'portico.email',
    socialUsername: 'portico.socialUsername',
    socialAvatar: 'portico.socialAvatar',
    lastUsedChain: 'portico.lastUsedChain',
    lastEmailLoginTime: 'portico.lastEmailLoginTime',
    smartAccountEnabledNetworks: 'portico.smartAccountEnabledNetworks',
    preferredAccountTypes: 'portico.preferredAccountTypes',
    connections: 'portico.connections',
    activeNetwork: 'portico.activeNetwork',
    recentWallets: 'portico.recentWallets',
    pendingPayment: 'portico.pendingPayment',
    pendingExchangePayment: 'portico.pendingExchangePayment',
    paymentAttempt: 'portico.paymentAttempt',
    siwxDeclined: 'portico.siwxDeclined',
  })
})

test('every value is prefixed and unique', () => {
  const values = Object.values(storageKeys)
  for (const value of values) expect(value).toMatch(/^portico\.[A-Za-z]+$/)
  expect(new Set(values).size).toBe(values.length)
})

test('login cache cleared on disconnect (spec §4)', () => {
  expect(loginCacheStorageKeys).toEqual([
    'portico.emailLoginUsed',
    'portico.email',
    'portico.lastUsedChain',
    'portico.socialUsername',
    'portico.socialAvatar',
  ])
})
