import type { Kysely } from 'kysely'
import { type Address, createPublicClient, http } from 'viem'
import type { Database } from '../db/schema.ts'
import { settleSponsorships } from './settleSponsorships.ts'

/**
 * `settleSponsorships` for one project and chain, best effort: a chain that cannot be read (or is
 * slow: 3 s) leaves the reservations open for the next pass; the request that called goes on.
 */
export async function settleQuietly(
  db: Kysely<Database>,
  { chainId, rpcUrl, entryPoint, paymaster, projectId, now }: { chainId: number; rpcUrl: string; entryPoint: Address; paymaster: Address; projectId: string; now: number },
): Promise<void> {
  try {
    const client = createPublicClient({ transport: http(rpcUrl, { timeout: 3_000, retryCount: 0 }) })
    await settleSponsorships(db, { chainId, client, entryPoint, paymaster, projectId, now })
  } catch {
    // Settled on a later request.
  }
}
