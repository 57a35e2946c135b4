import { describe, expect, it } from 'vitest'
import { createProject } from '../projects/projects.ts'
import { useTestDatabase } from '../testing/databases.ts'
import { testPaymasterAddress, testPaymasterKey } from '../testing/paymaster.ts'
import { setPaymasterPolicy } from './policy.ts'
import { sponsorsChain } from './sponsorsChain.ts'

describe('sponsorsChain (the frame says "sponsored" from it)', () => {
  const database = useTestDatabase('sqlite')
  const paymaster = { signer: testPaymasterKey, paymasters: new Map([[1, testPaymasterAddress]]) }

  it('only where the server has a paymaster on the chain and the policy is on and names the chain', async () => {
    const { db } = database.get()
    await createProject(db, { name: 'Shop', id: 'p', allowedOrigins: ['https://app.example'] })
    // Off by default.
    expect(await sponsorsChain(db, paymaster as never, 'p', 1)).toBe(false)
    await setPaymasterPolicy(db, 'p', { enabled: true, chains: [1, 2] })
    expect(await sponsorsChain(db, paymaster as never, 'p', 1)).toBe(true)
    // No paymaster contract on chain 2, no paymaster on this server at all.
    expect(await sponsorsChain(db, paymaster as never, 'p', 2)).toBe(false)
    expect(await sponsorsChain(db, undefined, 'p', 1)).toBe(false)
    await setPaymasterPolicy(db, 'p', { enabled: false })
    expect(await sponsorsChain(db, paymaster as never, 'p', 1)).toBe(false)
  })
})
