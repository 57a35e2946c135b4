import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

export type CreateLeaseParameters = {
  db: Kysely<Database>
  /** What the lease is for, e.g. `indexer:31337`. */
  name: string
  /** Who asks; default `<host>:<pid>:<random>` (unique per lease object). */
  holder?: string | undefined
  /** How long a lease lasts without renewal; default 5000 ms. A dead holder's job is taken over after this. */
  ttlMs?: number | undefined
  /** The clock (ms); default `Date.now`. */
  now?: (() => number) | undefined
}

export type Lease = {
  name: string
  holder: string
  ttlMs: number
  /** Takes the lease when it is free or expired, or renews it when held. @returns whether this holder has it now. */
  acquire(): Promise<boolean>
  /**
   * Inside the transaction that does the job's work: renews the lease if this holder still has it.
   * @returns false when it was lost (expired and taken by another instance): roll the work back.
   */
  confirm(trx: Transaction<Database>): Promise<boolean>
  /** Gives the lease up (on shutdown), so another instance takes over at once. */
  release(): Promise<void>
}

/**
 * A lease row in the database (`leases`): which instance runs a singleton job until when. Works the
 * same on Postgres and SQLite; takeover needs no connection of the dead instance to close, only its
 * lease to expire. With `confirm` inside the work's transaction, a holder that stalled past its
 * lease (and was replaced) cannot commit: its work rolls back.
 */
export function createLease({ db, name, holder = defaultHolder(), ttlMs = 5_000, now = Date.now }: CreateLeaseParameters): Lease {
  return {
    name,
    holder,
    ttlMs,
    async acquire() {
      const at = now()
      const row = await db
        .insertInto('leases')
        .values({ name, holder, expires_at: at + ttlMs })
        .onConflict((oc) =>
          oc
            .column('name')
            .doUpdateSet({ holder, expires_at: at + ttlMs })
            .where((eb) => eb.or([eb('leases.holder', '=', holder), eb('leases.expires_at', '<=', at)])),
        )
        .returning('holder')
        .executeTakeFirst()
      return row?.holder === holder
    },
    async confirm(trx) {
      const at = now()
      const result = await trx
        .updateTable('leases')
        .set({ expires_at: at + ttlMs })
        .where('name', '=', name)
        .where('holder', '=', holder)
        .where('expires_at', '>', at)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },
    async release() {
      await db.deleteFrom('leases').where('name', '=', name).where('holder', '=', holder).execute()
    },
  }
}

function defaultHolder(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
}
