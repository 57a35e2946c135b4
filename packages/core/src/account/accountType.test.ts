import { expect, test } from 'vitest'
import { defaultAccountType } from './accountType'

test.each([
  ['eip155', 'smartAccount'],
  ['bip122', 'payment'],
  ['solana', 'eoa'],
  ['polkadot', 'eoa'],
  ['cosmos', undefined],
] as const)('%s defaults to %s (spec §9)', (namespace, type) => {
  expect(defaultAccountType(namespace)).toBe(type)
})

test("the app's preference wins for its namespace only", () => {
  const preferred = { eip155: 'eoa', bip122: 'ordinal' } as const
  expect(defaultAccountType('eip155', preferred)).toBe('eoa')
  expect(defaultAccountType('bip122', preferred)).toBe('ordinal')
  expect(defaultAccountType('solana', preferred)).toBe('eoa')
})
