import { expect, test } from 'vitest'
import { cosmosChainRules } from './chainRules'

test('cosmos accounts receive only, with no account type and no sign-in format', () => {
  expect(cosmosChainRules).toEqual({ capabilities: [] })
})
