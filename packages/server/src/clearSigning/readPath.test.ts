import { describe, expect, it } from 'vitest'
import { parsePath, readPath } from './readPath.ts'

const roots = {
  data: { params: { path: '0x000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f', items: [{ to: 'a' }, { to: 'b' }] }, list: [1, 2, 3] },
  container: { to: '0xto', value: 5n },
}

describe('readPath', () => {
  it('reads names, indexes (negative from the end), byte slices (end excluded) and every element', () => {
    expect(readPath(roots, 'list.[-1]')).toEqual([3])
    expect(readPath(roots, 'list[0]')).toEqual([1])
    expect(readPath(roots, '#.params.path.[0:2]')).toEqual(['0x0001'])
    expect(readPath(roots, 'params.path.[-2:]')).toEqual(['0x1e1f'])
    expect(readPath(roots, 'params.items.[].to')).toEqual(['a', 'b'])
    expect(readPath(roots, '@.value')).toEqual([5n])
  })

  it('reads nothing where the path leads nowhere, and refuses what is no path', () => {
    expect(readPath(roots, 'list.[3]')).toEqual([])
    expect(readPath(roots, 'params.path.[30:40]')).toEqual([])
    expect(readPath(roots, 'toString')).toEqual([])
    expect(readPath(roots, 'list.[1:2:3]')).toEqual([])
    expect(parsePath('a b')).toBeUndefined()
    expect(parsePath(Array.from({ length: 20 }, () => 'a').join('.'))).toBeUndefined()
  })
})
