import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { AnvilNotFoundError } from '../errors.ts'
import { resolveAnvilBinary } from './resolveAnvilBinary.ts'

describe('resolveAnvilBinary', () => {
  it('finds the binary for this machine', () => {
    const binary = resolveAnvilBinary()
    expect(binary).toMatch(/@foundry-rs[\\/]anvil-[a-z0-9]+-[a-z0-9]+[\\/]bin[\\/]anvil/)
    expect(existsSync(binary)).toBe(true)
  })

  it('throws a typed error for a platform without a package', () => {
    expect(() => resolveAnvilBinary({ platform: 'aix', arch: 'ppc64' })).toThrow(AnvilNotFoundError)
  })
})
