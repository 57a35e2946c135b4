import { expect, test } from 'vitest'
import { describeValue } from './utils'

test('describeValue', () => {
  expect(describeValue('a')).toBe('"a"')
  expect(describeValue(1)).toBe('1')
  expect(describeValue(undefined)).toBe('undefined')
  expect(describeValue(null)).toBe('null')
  expect(describeValue(2n)).toBe('2n')
  expect(describeValue({ a: 1 })).toBe('{"a":1}')
  expect(describeValue(() => 1)).toBe('function')
  expect(describeValue(Symbol('s'))).toBe('Symbol(s)')
  const cyclic: Record<string, unknown> = {}
  cyclic.self = cyclic
  expect(describeValue(cyclic)).toBe('[object Object]')
})
