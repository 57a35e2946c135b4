import { expect, test } from 'vitest'
import { bitcoinChainRules } from './chainRules'

test('bip122 accounts receive only, payment addresses by default, and sign in (CAIP-122)', () => {
  expect(bitcoinChainRules.capabilities).toEqual([])
  expect(bitcoinChainRules.defaultAccountType).toBe('payment')
  expect(bitcoinChainRules.signIn?.blockchain).toBe('Bitcoin')
})
