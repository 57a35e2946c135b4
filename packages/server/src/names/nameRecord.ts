import type { Selectable } from 'kysely'
import type { NamesTable } from '../db/schema.ts'

/** A name as the API answers it. */
export type NameRecord = {
  name: string
  /** SLIP-44 coin type (60: EVM). */
  coinType: number
  /** The account, as it signed (EIP-55). */
  address: string
  /** CAIP-2 id of the network it signed on. */
  chainId: string
  /** ISO 8601. */
  registeredAt: string
}

export function toNameRecord(row: Pick<Selectable<NamesTable>, 'name' | 'coin_type' | 'address' | 'chain_id' | 'created_at'>): NameRecord {
  return {
    name: row.name,
    coinType: Number(row.coin_type),
    address: row.address,
    chainId: row.chain_id,
    registeredAt: new Date(Number(row.created_at)).toISOString(),
  }
}
