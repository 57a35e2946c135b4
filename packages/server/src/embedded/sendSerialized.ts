import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { createLease } from '../lease/createLease.ts'
import { EmbeddedError } from './errors.ts'

export type SendSerializedParameters = {
  chainId: number
  /** The sending address. */
  address: string
  /** The chain's count of the address's transactions, pending ones included (`eth_getTransactionCount … pending`). */
  pendingNonce: () => Promise<number>
  /** How long one send may hold the address (a dead instance's hold ends after this); default 30 s. */
  holdMs?: number | undefined
  /** How long a send waits for the one before it; default 30 s. */
  waitMs?: number | undefined
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Sends from `address` on `chainId` one at a time across every instance on the database: a lease
 * row per (chain, address) is held from choosing the nonce until the transaction was handed to the
 * chain, and the nonce is explicit: the larger of the chain's pending count and the one this server
 * gave last plus one (kept in `sender_nonces`), so two sends never take the same nonce even when
 * the chain's pending count lags. A send that fails before the chain took it gives its nonce back
 * (nothing is stored).
 *
 * @throws {EmbeddedError} `embedded_send_busy` when the send before it holds the address past `waitMs`.
 */
export async function sendSerialized<T>(db: Kysely<Database>, parameters: SendSerializedParameters, send: (nonce: number) => Promise<T>): Promise<T> {
  const address = parameters.address.toLowerCase()
  const lease = createLease({ db, name: `send:${parameters.chainId}:${address}`, ttlMs: parameters.holdMs ?? 30_000 })
  const deadline = Date.now() + (parameters.waitMs ?? 30_000)
  while (!(await lease.acquire())) {
    if (Date.now() >= deadline) throw new EmbeddedError('embedded_send_busy', 'Another transaction of this wallet is still being sent: try again')
    await sleep(20 + Math.random() * 30)
  }
  try {
    const stored = await db
      .selectFrom('sender_nonces')
      .select('next_nonce')
      .where('chain_id', '=', parameters.chainId)
      .where('address', '=', address)
      .executeTakeFirst()
    const nonce = Math.max(await parameters.pendingNonce(), Number(stored?.next_nonce ?? 0))
    const result = await send(nonce)
    await db
      .insertInto('sender_nonces')
      .values({ chain_id: parameters.chainId, address, next_nonce: nonce + 1, updated_at: Date.now() })
      .onConflict((oc) => oc.columns(['chain_id', 'address']).doUpdateSet({ next_nonce: nonce + 1, updated_at: Date.now() }))
      .execute()
    return result
  } finally {
    await lease.release()
  }
}
