import { describe, expect, it } from 'vitest'
import { accountAbstractionDeployments } from './accountAbstractionDeployments.ts'

describe('accountAbstractionDeployments', () => {
  it('lists each contract after the contracts its constructor takes (they are sent one by one, in this order)', () => {
    const before = new Set<string>()
    for (const { key, args = [] } of accountAbstractionDeployments) {
      for (const arg of args) expect(before, `${key} takes ${arg}`).toContain(arg)
      before.add(key)
    }
    expect(before.size).toBe(accountAbstractionDeployments.length)
  })
})
