import { expect, test } from 'vitest'
import { evmChainRules } from './chainRules'

test('eip155 accounts have every account feature, the server balances and the registry (spec §9)', () => {
  expect(evmChainRules.capabilities).toEqual(['send', 'swaps', 'onramp', 'names', 'activity', 'serverBalances', 'walletRegistry', 'simulation'])
  expect(evmChainRules.defaultAccountType).toBe('smartAccount')
})

test('an eip155 address is 40 hex digits, sent with 0x', () => {
  const address = '70997970C51812dc3A010C7d01b50e0d17dc79C8'
  expect(evmChainRules.isAddress?.(`0x${address}`)).toBe(true)
  expect(evmChainRules.isAddress?.(address)).toBe(true)
  for (const bad of ['0x123', 'vitalik.eth', `0x${address}00`]) expect(evmChainRules.isAddress?.(bad)).toBe(false)
  expect(evmChainRules.normalizeAddress?.(address)).toBe(`0x${address}`)
})
