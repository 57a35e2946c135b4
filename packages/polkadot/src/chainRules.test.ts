import { expect, test } from 'vitest'
import { polkadotChainRules } from './chainRules'

test('polkadot accounts receive only, EOAs (spec §3), no sign-in format', () => {
  expect(polkadotChainRules).toEqual({ capabilities: [], defaultAccountType: 'eoa' })
})
