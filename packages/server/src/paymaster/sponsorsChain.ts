import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { getPaymasterPolicy } from './policy.ts'
import type { PaymasterDeps } from './types.ts'

/**
 * Whether project `projectId`'s own paymaster pays its smart accounts' gas on `chainId`: this server
 * has a paymaster contract there and the project's policy is on and names the chain. (Its caps, budget
 * and allowed contracts are checked per UserOperation, when it is prepared.)
 */
export async function sponsorsChain(db: Kysely<Database>, paymaster: PaymasterDeps | undefined, projectId: string, chainId: number): Promise<boolean> {
  if (!paymaster || !paymaster.paymasters.has(chainId)) return false
  const policy = await getPaymasterPolicy(db, projectId)
  return policy.enabled && policy.chains.includes(chainId)
}
