import { describe, expect, test } from 'vitest'
import { EmptyNetworksError, OptionsConflictError } from './errors'
import { validateOptions } from './validateOptions'

const mainnet = { id: 1, caipNetworkId: 'eip155:1' }

describe('siweConfig and siwx', () => {
  test('both set → OptionsConflictError with the spec message', () => {
    expect(() => validateOptions({ siweConfig: {}, siwx: {} })).toThrow(OptionsConflictError)
    expect(() => validateOptions({ siweConfig: {}, siwx: {}, networks: [mainnet] })).toThrow(
      'Cannot set both `siweConfig` and `siwx` options',
    )
  })

  test('null and falsy values count as set', () => {
    expect(() => validateOptions({ siweConfig: null, siwx: false })).toThrow(OptionsConflictError)
  })

  test.each([
    {},
    { siweConfig: {} },
    { siwx: {} },
    { siweConfig: undefined, siwx: {} },
    { siweConfig: {}, siwx: undefined },
    { siweConfig: undefined, siwx: undefined },
  ])('one or none is fine: %o', (options) => {
    expect(() => validateOptions({ ...options, networks: [mainnet] })).not.toThrow()
  })
})

describe('networks', () => {
  test('empty list → EmptyNetworksError', () => {
    expect(() => validateOptions({ networks: [] })).toThrow(EmptyNetworksError)
    expect(() => validateOptions({ networks: [] })).toThrow('At least one network is required')
  })

  test('not a list → EmptyNetworksError', () => {
    expect(() => validateOptions({ networks: 'eip155:1' as never })).toThrow(EmptyNetworksError)
    expect(() => validateOptions({ networks: null as never })).toThrow(EmptyNetworksError)
  })

  test('missing is left to the caller', () => {
    expect(() => validateOptions({})).not.toThrow()
  })

  test('the conflict is reported first', () => {
    expect(() => validateOptions({ siweConfig: {}, siwx: {}, networks: [] })).toThrow(OptionsConflictError)
  })
})
