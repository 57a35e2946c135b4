import { describe, expect, it } from 'vitest'
import { jsonDepth } from './jsonDepth.ts'

describe('jsonDepth', () => {
  it.each([
    ['1', 0],
    ['"[[["', 0],
    ['[]', 1],
    ['{"a":[1,{"b":"]]]"}]}', 3],
    ['["\\"[", [[]]]', 3],
  ])('%s → %i', (text, depth) => {
    expect(jsonDepth(text)).toBe(depth)
  })

  it('measures 100,000 levels without recursion, and stops early when asked', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000)
    expect(jsonDepth(deep)).toBe(100_000)
    expect(jsonDepth(deep, 32)).toBe(33)
  })
})
