import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { type NameRecord, toNameRecord } from './nameRecord.ts'

const columns = ['name', 'coin_type', 'address', 'chain_id', 'created_at', 'avatar'] as const

/** The record of a (normalized) name, or undefined when nobody holds it. */
export async function lookupName(db: Kysely<Database>, name: string): Promise<NameRecord | undefined> {
  const row = await db.selectFrom('names').select(columns).where('name', '=', name).executeTakeFirst()
  return row && toNameRecord(row)
}

/** The names an account holds (at most one per coin type), for one coin type or all. */
export async function reverseLookup(db: Kysely<Database>, { address, coinType }: { address: string; coinType?: number | undefined }): Promise<NameRecord[]> {
  let query = db.selectFrom('names').select(columns).where('address_key', '=', address.toLowerCase())
  if (coinType !== undefined) query = query.where('coin_type', '=', coinType)
  const rows = await query.orderBy('coin_type').execute()
  return rows.map(toNameRecord)
}
