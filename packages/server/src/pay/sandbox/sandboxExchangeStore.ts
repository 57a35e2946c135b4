import { randomBytes } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { Database, PaySandboxExchangePaymentsTable } from '../../db/schema.ts'
import type { ExchangePaymentStatus } from '../types.ts'

/** A Sandbox Exchange payment: what was asked (bound when it started), and where it is. */
export type SandboxExchangePayment = {
  id: string
  csrfToken: string
  projectId: string
  asset: string
  amount: string
  /** Smallest units, as a decimal string. */
  value: string
  symbol: string
  recipient: string
  chainId: number
  expiresAt: number
  signedIn: boolean
  confirmed: boolean
  txHash: string | null
  status: ExchangePaymentStatus['status']
}

/** How long a sandbox payment can be confirmed. */
export const sandboxExchangePaymentTtlMs = 15 * 60_000
/** How long a payment's row is kept after it expired (the kit may still ask for its status). */
const keepAfterExpiryMs = 24 * 60 * 60_000

export type SandboxExchangePaymentValues = Pick<SandboxExchangePayment, 'projectId' | 'asset' | 'amount' | 'value' | 'symbol' | 'recipient' | 'chainId'>

const table = 'pay_sandbox_exchange_payments'

/**
 * The Sandbox Exchange's payments, in the database (table `pay_sandbox_exchange_payments`): any
 * instance on the same database serves a payment another started, and `confirm` spends one with a
 * single conditional update, so of two confirmations (on one instance or several) exactly one pays.
 */
export function createSandboxExchangeStore({
  db,
  now = Date.now,
  randomId = () => randomBytes(16).toString('hex'),
}: {
  db: Kysely<Database>
  now?: () => number
  /** 32 hex digits; tests may fix it. */
  randomId?: () => string
}) {
  const fromRow = (row: Selectable<PaySandboxExchangePaymentsTable>): SandboxExchangePayment => {
    const expiresAt = Number(row.expires_at)
    const status: ExchangePaymentStatus['status'] =
      row.cancelled_at !== null
        ? 'cancelled'
        : row.failed_at !== null
          ? 'failed'
          : row.tx_hash !== null
            ? 'confirmed'
            : row.confirmed_at === null && expiresAt <= now()
              ? 'expired'
              : 'pending'
    return {
      id: row.id,
      csrfToken: row.csrf_token,
      projectId: row.project_id,
      asset: row.asset,
      amount: row.amount,
      value: row.value,
      symbol: row.symbol,
      recipient: row.recipient,
      chainId: Number(row.chain_id),
      expiresAt,
      signedIn: row.signed_in_at !== null,
      confirmed: row.confirmed_at !== null,
      txHash: row.tx_hash,
      status,
    }
  }
  /** Rows still open for the visitor: not confirmed, not cancelled, not expired. */
  const open = (id: string, at: number) =>
    db.updateTable(table).where('id', '=', id).where('confirmed_at', 'is', null).where('cancelled_at', 'is', null).where('expires_at', '>', at)

  return {
    async create(values: SandboxExchangePaymentValues): Promise<SandboxExchangePayment> {
      const at = now()
      // Long-expired payments are dead weight; any instance may delete them (idempotent).
      await db.deleteFrom(table).where('expires_at', '<=', at - keepAfterExpiryMs).execute()
      const row = {
        id: randomId(),
        csrf_token: randomId(),
        project_id: values.projectId,
        asset: values.asset,
        amount: values.amount,
        value: values.value,
        symbol: values.symbol,
        recipient: values.recipient,
        chain_id: values.chainId,
        created_at: at,
        expires_at: at + sandboxExchangePaymentTtlMs,
        signed_in_at: null,
        confirmed_at: null,
        cancelled_at: null,
        failed_at: null,
        tx_hash: null,
      }
      await db.insertInto(table).values(row).execute()
      return fromRow(row)
    },
    /** The payment in any state, or undefined. */
    async get(id: string): Promise<SandboxExchangePayment | undefined> {
      const row = await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()
      return row && fromRow(row)
    },
    /** Marks the visitor signed in on the sandbox page while the payment is open. */
    async signIn(id: string): Promise<SandboxExchangePayment | undefined> {
      const at = now()
      const row = await open(id, at).set({ signed_in_at: at }).returningAll().executeTakeFirst()
      return row && fromRow(row)
    },
    /**
     * Confirms the open payment of a signed-in visitor, atomically: of several confirmations (from
     * any instance) one gets the payment, the others undefined. The caller then pays it.
     */
    async confirm(id: string): Promise<SandboxExchangePayment | undefined> {
      const at = now()
      const row = await open(id, at).where('signed_in_at', 'is not', null).set({ confirmed_at: at }).returningAll().executeTakeFirst()
      return row && fromRow(row)
    },
    /** Cancels the payment unless it was confirmed (atomically with `confirm`); returns whether it did. */
    async cancel(id: string): Promise<boolean> {
      const at = now()
      const row = await db
        .updateTable(table)
        .where('id', '=', id)
        .where('confirmed_at', 'is', null)
        .where('cancelled_at', 'is', null)
        .set({ cancelled_at: at })
        .returning('id')
        .executeTakeFirst()
      return row !== undefined
    },
    /** The confirmed payment's transfer went out. */
    async sent(id: string, txHash: string): Promise<void> {
      await db.updateTable(table).where('id', '=', id).set({ tx_hash: txHash }).execute()
    },
    /** The confirmed payment's transfer could not be sent. */
    async failed(id: string): Promise<void> {
      await db.updateTable(table).where('id', '=', id).where('tx_hash', 'is', null).set({ failed_at: now() }).execute()
    },
  }
}

export type SandboxExchangeStore = ReturnType<typeof createSandboxExchangeStore>
