import { randomBytes } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { Database, OnrampSandboxCheckoutsTable } from '../../db/schema.ts'
import type { OnrampQuote } from '../types.ts'

/** A sandbox checkout: the quote it was opened for, who receives, and the form's CSRF token. */
export type SandboxCheckout = {
  id: string
  csrfToken: string
  quote: OnrampQuote
  address: string
  /** The devnet the tokens are credited on (the instance that takes the payment resolves its RPC). */
  chainId: number
  expiresAt: number
}

/** How long a sandbox checkout can be paid. */
export const sandboxCheckoutTtlMs = 15 * 60_000

const fromRow = (row: Selectable<OnrampSandboxCheckoutsTable>): SandboxCheckout => ({
  id: row.id,
  csrfToken: row.csrf_token,
  quote: JSON.parse(row.quote) as OnrampQuote,
  address: row.address,
  chainId: Number(row.chain_id),
  expiresAt: Number(row.expires_at),
})

/**
 * The sandbox's checkouts, in the database (table `onramp_sandbox_checkouts`): any instance on the
 * same database serves a checkout another opened, and `take` spends one atomically, so of two
 * payments of the same checkout (on one instance or two) exactly one gets it.
 */
export function createSandboxCheckoutStore({
  db,
  now = Date.now,
  randomId = () => randomBytes(16).toString('hex'),
}: {
  db: Kysely<Database>
  now?: () => number
  /** 32 hex digits; tests fix it. */
  randomId?: () => string
}) {
  return {
    async create(values: Omit<SandboxCheckout, 'id' | 'csrfToken' | 'expiresAt'>): Promise<SandboxCheckout> {
      const at = now()
      // Expired checkouts are dead weight; any instance may delete them (idempotent).
      await db.deleteFrom('onramp_sandbox_checkouts').where('expires_at', '<=', at).execute()
      const checkout: SandboxCheckout = { ...values, id: randomId(), csrfToken: randomId(), expiresAt: at + sandboxCheckoutTtlMs }
      await db
        .insertInto('onramp_sandbox_checkouts')
        .values({
          id: checkout.id,
          csrf_token: checkout.csrfToken,
          quote: JSON.stringify(checkout.quote),
          address: checkout.address,
          chain_id: checkout.chainId,
          created_at: at,
          expires_at: checkout.expiresAt,
          paid_at: null,
        })
        .execute()
      return checkout
    },
    /** The checkout while it is open (not paid, not expired). */
    async get(id: string): Promise<SandboxCheckout | undefined> {
      const row = await db
        .selectFrom('onramp_sandbox_checkouts')
        .selectAll()
        .where('id', '=', id)
        .where('paid_at', 'is', null)
        .where('expires_at', '>', now())
        .executeTakeFirst()
      return row && fromRow(row)
    },
    /** Spends the open checkout, atomically: a second `take` of the same id (from any instance) finds nothing. */
    async take(id: string): Promise<SandboxCheckout | undefined> {
      const at = now()
      const row = await db
        .updateTable('onramp_sandbox_checkouts')
        .set({ paid_at: at })
        .where('id', '=', id)
        .where('paid_at', 'is', null)
        .where('expires_at', '>', at)
        .returningAll()
        .executeTakeFirst()
      return row && fromRow(row)
    },
  }
}

export type SandboxCheckoutStore = ReturnType<typeof createSandboxCheckoutStore>
