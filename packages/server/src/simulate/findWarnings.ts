import type { Kysely } from 'kysely'
import type { Address } from 'viem'
import { SIMULATE_NEW_CONTRACT_BLOCKS, type simulationWarning } from '@portico/core/contract'
import type * as z from 'zod/mini'
import type { ChainConfig } from '../chains/chains.ts'
import type { Database } from '../db/schema.ts'
import type { AssetChange } from './describeChanges.ts'
import type { RawApproval } from './readChanges.ts'
import { readCode } from './readCode.ts'
import type { ScamList } from './scamList.ts'
import { unusualValues } from './unusualValue.ts'

export type SimulationWarning = z.infer<typeof simulationWarning>

/** Distinct addresses whose code is read per batch (call targets first, then spenders). */
export const maxCodeChecks = 16

export type FindWarningsParameters = {
  chain: ChainConfig
  db: Kysely<Database>
  from: Address
  /** Every call's `to`. */
  targets: readonly Address[]
  /** The approvals granted (none when the batch reverts). */
  approvals: readonly RawApproval[]
  /** Who receives from `from` (none when the batch reverts). */
  recipients: readonly Address[]
  /** The balance changes, described (none when the batch reverts). */
  assets: readonly AssetChange[]
  scamList: ScamList | undefined
  fetchImpl?: typeof fetch | undefined
}

const granted = (approval: RawApproval) => (approval.kind === 'erc20' ? approval.amount > 0n : approval.kind === 'all' ? approval.approved : true)
const spenderOf = (approval: RawApproval) => (approval.kind === 'all' ? approval.operator : approval.spender)

/**
 * The warnings of a batch, dangers first: an address on the operator's scam list (a call target, a
 * spender, a recipient), an approval to an address with no code, a call target or spender whose
 * code is younger than `SIMULATE_NEW_CONTRACT_BLOCKS` blocks, a value far above the account's usual
 * (`unusualValues`). Code reads that fail leave their warnings out (never the answer).
 */
export async function findWarnings({ chain, db, from, targets, approvals, recipients, assets, scamList, fetchImpl }: FindWarningsParameters): Promise<SimulationWarning[]> {
  const given = approvals.filter(granted)
  const spenders = given.map(spenderOf)
  const distinct = (addresses: readonly Address[]) => [...new Map(addresses.map((address) => [address.toLowerCase(), address])).values()]
  const scams = scamList ? distinct([...targets, ...spenders, ...recipients]).filter((address) => scamList.has(address)) : []
  const checked = distinct([...targets, ...spenders]).slice(0, maxCodeChecks)
  const [code, unusual] = await Promise.all([
    readCode({ chain, addresses: checked, blocksBack: SIMULATE_NEW_CONTRACT_BLOCKS, fetchImpl }),
    unusualValues({ db, chainId: chain.chainId, from, assets }).catch(() => []),
  ])
  const warnings: SimulationWarning[] = scams.map((address) => ({ kind: 'scam_address', severity: 'danger', address }))
  const seen = new Set<string>()
  for (const approval of given) {
    const spender = spenderOf(approval)
    if (code.get(spender.toLowerCase())?.now !== false || seen.has(spender.toLowerCase())) continue
    seen.add(spender.toLowerCase())
    warnings.push({ kind: 'spender_not_contract', severity: 'danger', address: spender, token: approval.token })
  }
  for (const address of checked) {
    const entry = code.get(address.toLowerCase())
    if (entry?.now && entry.before === false) warnings.push({ kind: 'new_contract', severity: 'caution', address })
  }
  return [...warnings, ...unusual]
}
