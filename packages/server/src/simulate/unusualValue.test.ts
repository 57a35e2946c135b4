import { describe, expect, it } from 'vitest'
import { useTestDatabase, databaseKinds } from '../testing/databases.ts'
import type { AssetChange } from './describeChanges.ts'
import { recentSendsNeeded, unusualValues } from './unusualValue.ts'

const from = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const eth = (wei: bigint): Extract<AssetChange, { kind: 'native' }> => ({ kind: 'native', symbol: 'ETH', decimals: 18, amount: (-wei).toString(), formatted: '' })
const ether = 10n ** 18n

describe.each(databaseKinds)('unusualValues (%s)', (kind) => {
  const database = useTestDatabase(kind)
  const sent = async (amounts: bigint[]) => {
    await database
      .get()
      .db.insertInto('transfers')
      .values(
        amounts.map((amount, index) => ({
          chain_id: 31337,
          tx_hash: `0x${index.toString(16).padStart(64, '0')}`,
          log_index: 0,
          block_number: index + 1,
          tx_index: 0,
          mined_at: 1_700_000_000_000 + index,
          tx_from: from,
          tx_to: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
          tx_nonce: index,
          tx_status: 'confirmed' as const,
          from_address: from,
          to_address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
          token_address: null,
          token_standard: 'native' as const,
          amount: amount.toString(),
        })),
      )
      .execute()
  }
  const check = (assets: AssetChange[]) => unusualValues({ db: database.get().db, chainId: 31337, from, assets })

  it('warns when more than 10 times the largest recent send leaves, in the asset’s units', async () => {
    await sent([ether / 10n, ether / 2n, ether / 4n])
    expect(await check([eth(6n * ether)])).toEqual([{ kind: 'unusual_value', severity: 'caution', symbol: 'ETH', formatted: '6', usual: '0.5' }])
    expect(await check([eth(5n * ether)])).toEqual([])
  })

  it(`says nothing for an account with fewer than ${recentSendsNeeded} sends, or for what comes in`, async () => {
    await sent([1n, 1n])
    expect(await check([eth(ether)])).toEqual([])
    expect(await check([{ ...eth(ether), amount: ether.toString() }])).toEqual([])
  })
})
