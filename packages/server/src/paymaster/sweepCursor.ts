import type { Kysely } from 'kysely'
import { dialectOf } from '../db/dialectOf.ts'
import type { Database } from '../db/schema.ts'

/** How far the settlement has read a chain: every block up to `block` (whose timestamp is `time`, Unix seconds). */
export type SweepCursor = { block: bigint; time: number }

/** The chain's cursor, shared by every instance on the database; undefined before the first pass. */
export async function readSweepCursor(db: Kysely<Database>, chainId: number): Promise<SweepCursor | undefined> {
  const row = await db.selectFrom('paymaster_sweeps').select(['last_block', 'last_block_time']).where('chain_id', '=', chainId).executeTakeFirst()
  return row ? { block: BigInt(row.last_block), time: Number(row.last_block_time) } : undefined
}

/**
 * Moves the chain's cursor to `cursor`, forward only: an instance that read less (or later) never
 * moves it back. Block numbers are compared as numbers, not as their decimal text.
 */
export async function advanceSweepCursor(db: Kysely<Database>, chainId: number, cursor: SweepCursor, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('paymaster_sweeps').select('last_block').where('chain_id', '=', chainId).$if(dialectOf(trx) === 'postgres', (query) => query.forUpdate()).executeTakeFirst()
    const row = { last_block: cursor.block.toString(), last_block_time: cursor.time, updated_at: now }
    if (!current) {
      await trx.insertInto('paymaster_sweeps').values({ chain_id: chainId, ...row }).onConflict((oc) => oc.column('chain_id').doNothing()).execute()
    } else if (BigInt(current.last_block) < cursor.block) {
      await trx.updateTable('paymaster_sweeps').set(row).where('chain_id', '=', chainId).execute()
    }
  })
}
