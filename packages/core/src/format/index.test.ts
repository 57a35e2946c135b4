import { expect, test } from 'vitest'
import * as exports from './index'

test('public exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "formatBalance",
      "formatNumber",
      "formatPortfolioValue",
      "formatTokenQuantity",
      "toDecimalString",
      "truncateAddress",
      "truncateEmail",
    ]
  `)
})
