import type { Kysely, Selectable } from 'kysely'
import { type Address, getAddress, isAddress } from 'viem'
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
}

/** A project without a policy row: sponsorship off, 0.01 ETH per account per day, 1 ETH in all. */
export const defaultPaymasterPolicy: Readonly<PaymasterPolicy> = Object.freeze({
  enabled: false,
  chains: [],
  targets: null,
  accountDailyCap: 10n ** 16n,
  budget: 10n ** 18n,
  spent: 0n,
})

const wei = z.union([z.bigint(), z.string().regex(/^\d{1,40}$/, 'a whole number of wei').transform(BigInt)]).pipe(z.bigint().nonnegative())

/** What `setPaymasterPolicy` takes: any of the settings; `resetSpent` sets `spent` back to 0. */
export const paymasterPolicyPatchSchema = z
  .object({
    enabled: z.boolean(),
    chains: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(100),
    targets: z.union([z.null(), z.array(z.string().refine((value) => isAddress(value, { strict: false }), 'an address')).max(1_000)]),
    accountDailyCap: wei,
    budget: wei,
    resetSpent: z.literal(true),
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
  return { ...policy, accountDailyCap: policy.accountDailyCap.toString(), budget: policy.budget.toString(), spent: policy.spent.toString() }
}

function toPolicy(row: Selectable<PaymasterPoliciesTable>): PaymasterPolicy {
  return {
    enabled: Number(row.enabled) === 1,
    chains: JSON.parse(row.chains) as number[],
    targets: row.targets === null ? null : (JSON.parse(row.targets) as Address[]),
    accountDailyCap: BigInt(row.account_daily_cap),
    budget: BigInt(row.budget),
    spent: BigInt(row.spent),
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
  }
}
