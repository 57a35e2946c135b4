import { describe, expect, it } from 'vitest'
import { memoizeText } from './memoizeText.ts'

describe('memoizeText', () => {
  it('parses each text once while it is remembered, and forgets the oldest past its size', () => {
    const parsed: string[] = []
    const length = memoizeText((text) => {
      parsed.push(text)
      return text.length
    }, 2)
    expect([length('a'), length('bb'), length('a'), length('bb')]).toEqual([1, 2, 1, 2])
    expect(parsed).toEqual(['a', 'bb'])
    length('ccc') // 'a' is forgotten
    expect(length('a')).toBe(1)
    expect(parsed).toEqual(['a', 'bb', 'ccc', 'a'])
  })

  it('remembers undefined results too', () => {
    let calls = 0
    const nothing = memoizeText(() => {
      calls++
      return undefined
    })
    nothing('x')
    nothing('x')
    expect(calls).toBe(1)
  })
})
