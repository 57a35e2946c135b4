import { describe, expect, test } from 'vitest'
import { declaredLicence, isOpenLicence } from './openLicence.ts'

describe('isOpenLicence', () => {
  test.each(['MIT', 'Apache-2.0', 'ISC', 'BSD-3-Clause', '0BSD', 'CC0-1.0', 'MIT License', 'Apache 2.0', 'GPL-2.0+'])(
    '%s is open',
    (id) => expect(isOpenLicence(id)).toBe(true),
  )

  test.each([
    'SEE LICENSE IN LICENSE.md',
    'SEE LICENCE IN LICENSE',
    'UNLICENSED',
    'WalletConnect Community License',
    'BUSL-1.1',
    'Commercial',
    '',
    undefined,
  ])('%s is not open', (id) => expect(isOpenLicence(id)).toBe(false))

  test('expressions: OR needs one open side, AND needs both, WITH keeps the licence', () => {
    expect(isOpenLicence('(MIT OR Apache-2.0)')).toBe(true)
    expect(isOpenLicence('MIT OR SEE-LICENSE')).toBe(true)
    expect(isOpenLicence('MIT AND BUSL-1.1')).toBe(false)
    expect(isOpenLicence('(MIT AND Zlib) OR Commercial')).toBe(true)
    expect(isOpenLicence('Apache-2.0 WITH LLVM-exception')).toBe(true)
    expect(isOpenLicence('(MIT OR')).toBe(false)
    expect(isOpenLicence('MIT Apache-2.0')).toBe(false)
  })
})

describe('declaredLicence', () => {
  test('reads license, the old { type } form and the old licenses array', () => {
    expect(declaredLicence({ license: 'MIT' })).toBe('MIT')
    expect(declaredLicence({ license: { type: 'ISC' } })).toBe('ISC')
    expect(declaredLicence({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] })).toBe('(MIT OR Apache-2.0)')
    expect(declaredLicence({ licenses: [{ type: 'MIT' }] })).toBe('MIT')
    expect(declaredLicence({})).toBeUndefined()
  })
})
