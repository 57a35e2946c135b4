import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { sharedDevnetAccounts } from './sharedDevnetOptions.ts'

describe('the shared devnet\'s accounts', () => {
  it('gives each file accounts of its own among the funded ten, never account 0 (the tokens\' deployer)', () => {
    const owned = Object.values(sharedDevnetAccounts).flat()
    expect(new Set(owned).size).toBe(owned.length)
    for (const index of owned) {
      expect(index).toBeGreaterThan(0)
      expect(index).toBeLessThan(10)
    }
  })

  it('names files that exist', () => {
    for (const file of Object.keys(sharedDevnetAccounts)) expect(existsSync(file), file).toBe(true)
  })
})
