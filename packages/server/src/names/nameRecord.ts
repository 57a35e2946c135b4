import type { NameRecord } from '@portico/core'
import type { Selectable } from 'kysely'
import type { NamesTable } from '../db/schema.ts'

/** A name as the API answers it: the wire type the kit reads (`NameRecord` in @portico/core). */
export type { NameRecord }

/** A stored name row as the API answers it. */
export function toNameRecord(row: Pick<Selectable<NamesTable>, 'name' | 'coin_type' | 'address' | 'chain_id' | 'created_at' | 'avatar'>): NameRecord {
  return {
    name: row.name,
    coinType: Number(row.coin_type),
    address: row.address,
    chainId: row.chain_id,
    registeredAt: new Date(Number(row.created_at)).toISOString(),
    ...(row.avatar ? { avatar: row.avatar } : {}),
  }
}
