import type { Kysely, Selectable } from 'kysely'
import { type Address, getAddress, type Hex, isAddress } from 'viem'
import { z } from 'zod'
import { dialectOf } from '../db/dialectOf.ts'
import type { Database, PaymasterPoliciesTable } from '../db/schema.ts'
import { requireProject } from '../projects/projects.ts'
import { badRequestFromZod } from '../utils/badRequest.ts'

/** A project's gas sponsorship policy. Amounts in wei of max gas cost (every gas limit times `maxFeePerGas`). */
export type PaymasterPolicy = {
  enabled: boolean
  /** Chain ids sponsored (among those this server has a paymaster on). */
  chains: number[]
  /** Contracts (and addresses) the account's calls may reach; `null` allows any. */
  targets: Address[] | null
  /** The most one account may reserve per UTC day, summed over the chains. */
  accountDailyCap: bigint
  /** The most the project may reserve in all. */
  budget: bigint
  /** Reserved so far against `budget`. */
  spent: bigint
  /** The kit's Safe (Safe 1.4.1 with the Safe 4337 module, see `safeAccount.ts`) is sponsored. */
  safeAccounts: boolean
  /** Factories whose new accounts (`factory` in the UserOperation) are sponsored, beside the Safe's. */
  accountFactories: Address[]
  /** Code hashes (keccak256 of the code) of deployed accounts sponsored, beside the Safe's. */
  accountCodeHashes: Hex[]
  /** The most `maxPriorityFeePerGas` signed for (wei). */
  maxPriorityFeePerGas: bigint
  /** `maxFeePerGas` may be at most this % of the chain's current base fee plus `maxPriorityFeePerGas`. */
  baseFeePercent: number
}

/**
 * A project without a policy row: sponsorship off, 0.01 ETH per account per day, 1 ETH in all; the
 * kit's Safe the only account sponsored; fees at most 3 gwei of priority and 400 % of the base fee plus that (viem's wallets ask 240 % and twice the chain's suggested priority fee).
 */
export const defaultPaymasterPolicy: Readonly<PaymasterPolicy> = Object.freeze({
  enabled: false,
  chains: [],
  targets: null,
  accountDailyCap: 10n ** 16n,
  budget: 10n ** 18n,
  spent: 0n,
  safeAccounts: true,
  accountFactories: [],
  accountCodeHashes: [],
  maxPriorityFeePerGas: 3_000_000_000n,
  baseFeePercent: 400,
})

const wei = z.union([z.bigint(), z.string().regex(/^\d{1,40}$/, 'a whole number of wei').transform(BigInt)]).pipe(z.bigint().nonnegative())

const address = z.string().refine((value) => isAddress(value, { strict: false }), 'an address')

/** What `setPaymasterPolicy` takes: any of the settings; `resetSpent` sets `spent` back to 0. */
export const paymasterPolicyPatchSchema = z
  .object({
    enabled: z.boolean(),
    chains: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(100),
    targets: z.union([z.null(), z.array(address).max(1_000)]),
    accountDailyCap: wei,
    budget: wei,
    resetSpent: z.literal(true),
    safeAccounts: z.boolean(),
    accountFactories: z.array(address).max(100),
    accountCodeHashes: z.array(z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'a 32-byte hash (0x + 64 hex)')).max(100),
    maxPriorityFeePerGas: wei,
    baseFeePercent: z.number().int().min(100).max(10_000),
  })
  .partial()
  .strict()

export type PaymasterPolicyPatch = z.input<typeof paymasterPolicyPatchSchema>

/** The project's policy ({@link defaultPaymasterPolicy} when it has none). */
export async function getPaymasterPolicy(db: Kysely<Database>, projectId: string): Promise<PaymasterPolicy> {
  const row = await db.selectFrom('paymaster_policies').selectAll().where('project_id', '=', projectId).executeTakeFirst()
  return row ? toPolicy(row) : { ...defaultPaymasterPolicy }
}

/**
 * Changes some of the project's settings, keeping the others; one transaction, the row locked, so it
 * never loses a reservation made meanwhile.
 *
 * @throws {ProjectNotFoundError} {BadRequestError}
 */
export async function setPaymasterPolicy(db: Kysely<Database>, projectId: string, patch: PaymasterPolicyPatch, now = Date.now()): Promise<PaymasterPolicy> {
  const parsed = paymasterPolicyPatchSchema.safeParse(patch)
  if (!parsed.success) throw badRequestFromZod(parsed.error, 'paymaster policy')
  const changes = parsed.data
  await requireProject(db, projectId)
  return db.transaction().execute(async (trx) => {
    const current = await lockPolicy(trx, projectId)
    const next: PaymasterPolicy = {
      enabled: changes.enabled ?? current.enabled,
      chains: changes.chains ? [...new Set(changes.chains)] : current.chains,
      targets: changes.targets === undefined ? current.targets : changes.targets && [...new Set(changes.targets.map((target) => getAddress(target)))],
      accountDailyCap: changes.accountDailyCap ?? current.accountDailyCap,
      budget: changes.budget ?? current.budget,
      spent: changes.resetSpent ? 0n : current.spent,
      safeAccounts: changes.safeAccounts ?? current.safeAccounts,
      accountFactories: changes.accountFactories ? [...new Set(changes.accountFactories.map((factory) => getAddress(factory)))] : current.accountFactories,
      accountCodeHashes: changes.accountCodeHashes ? [...new Set(changes.accountCodeHashes.map((hash) => hash.toLowerCase() as Hex))] : current.accountCodeHashes,
      maxPriorityFeePerGas: changes.maxPriorityFeePerGas ?? current.maxPriorityFeePerGas,
      baseFeePercent: changes.baseFeePercent ?? current.baseFeePercent,
    }
    const row = toRow(projectId, next, now)
    await trx
      .insertInto('paymaster_policies')
      .values(row)
      .onConflict((oc) => oc.column('project_id').doUpdateSet({ ...row, project_id: undefined }))
      .execute()
    return next
  })
}

/**
 * Inside a transaction: the project's policy with its row locked (Postgres `FOR UPDATE`; SQLite's
 * transactions hold the write lock from their start), so reservations of one project run one at a time
 * on every instance.
 */
export async function lockPolicy(trx: Kysely<Database>, projectId: string): Promise<PaymasterPolicy> {
  const row = await trx
    .selectFrom('paymaster_policies')
    .selectAll()
    .where('project_id', '=', projectId)
    .$if(dialectOf(trx) === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst()
  return row ? toPolicy(row) : { ...defaultPaymasterPolicy }
}

/** The policy as the CLI prints it (amounts as decimal strings). */
export function formatPaymasterPolicy(policy: PaymasterPolicy) {
  return {
    ...policy,
    accountDailyCap: policy.accountDailyCap.toString(),
    budget: policy.budget.toString(),
    spent: policy.spent.toString(),
    maxPriorityFeePerGas: policy.maxPriorityFeePerGas.toString(),
  }
}

function toPolicy(row: Selectable<PaymasterPoliciesTable>): PaymasterPolicy {
  return {
    enabled: Number(row.enabled) === 1,
    chains: JSON.parse(row.chains) as number[],
    targets: row.targets === null ? null : (JSON.parse(row.targets) as Address[]),
    accountDailyCap: BigInt(row.account_daily_cap),
    budget: BigInt(row.budget),
    spent: BigInt(row.spent),
    safeAccounts: Number(row.safe_accounts) === 1,
    accountFactories: JSON.parse(row.account_factories) as Address[],
    accountCodeHashes: JSON.parse(row.account_code_hashes) as Hex[],
    maxPriorityFeePerGas: BigInt(row.max_priority_fee_per_gas),
    baseFeePercent: Number(row.base_fee_percent),
  }
}

export function toRow(projectId: string, policy: PaymasterPolicy, now: number): PaymasterPoliciesTable {
  return {
    project_id: projectId,
    enabled: policy.enabled ? 1 : 0,
    chains: JSON.stringify(policy.chains),
    targets: policy.targets === null ? null : JSON.stringify(policy.targets),
    account_daily_cap: policy.accountDailyCap.toString(),
    budget: policy.budget.toString(),
    spent: policy.spent.toString(),
    updated_at: now,
    safe_accounts: policy.safeAccounts ? 1 : 0,
    account_factories: JSON.stringify(policy.accountFactories),
    account_code_hashes: JSON.stringify(policy.accountCodeHashes),
    max_priority_fee_per_gas: policy.maxPriorityFeePerGas.toString(),
    base_fee_percent: policy.baseFeePercent,
  }
}
