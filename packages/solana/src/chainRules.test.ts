import { expect, test } from 'vitest'
import { solanaChainRules } from './chainRules'

test('solana accounts send (spec §9), nothing of the EVM services; base58 addresses', () => {
  expect(solanaChainRules.capabilities).toEqual(['send'])
  expect(solanaChainRules.defaultAccountType).toBe('eoa')
  expect(solanaChainRules.isAddress?.('DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy')).toBe(true)
  expect(solanaChainRules.isAddress?.('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
})
