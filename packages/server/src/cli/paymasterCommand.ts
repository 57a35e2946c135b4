import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { CliUsageError } from '../errors.ts'
import { formatPaymasterPolicy, getPaymasterPolicy, type PaymasterPolicyPatch, setPaymasterPolicy } from '../paymaster/policy.ts'
import { requireProject } from '../projects/projects.ts'
import type { Output } from './output.ts'
import { onOff, parseArgs, splitList } from './parseArgs.ts'

const usage =
  'Usage: portico-server project paymaster ID [--enabled on|off] [--chains a,b] [--targets any|0xA,0xB] [--account-daily-cap WEI] [--budget WEI] [--reset-spent]' +
  ' [--safe-accounts on|off] [--account-factories none|0xF,…] [--account-code-hashes none|0xH,…] [--max-priority-fee WEI] [--base-fee-percent N]'

/**
 * `project paymaster ID [--enabled on|off] [--chains 31337,31338] [--targets any|0xA,0xB]
 * [--account-daily-cap WEI] [--budget WEI] [--reset-spent] [--safe-accounts on|off]
 * [--account-factories none|0xF,…] [--account-code-hashes none|0xH,…] [--max-priority-fee WEI]
 * [--base-fee-percent N]`: the project's gas sponsorship policy (prints it, with what was reserved so far).
 */
export async function paymasterCommand(db: Kysely<Database>, args: string[], io: Output): Promise<void> {
  const { values, positionals } = parseArgs(args, {
    enabled: { type: 'string' },
    chains: { type: 'string' },
    targets: { type: 'string' },
    'account-daily-cap': { type: 'string' },
    budget: { type: 'string' },
    'reset-spent': { type: 'boolean' },
    'safe-accounts': { type: 'string' },
    'account-factories': { type: 'string' },
    'account-code-hashes': { type: 'string' },
    'max-priority-fee': { type: 'string' },
    'base-fee-percent': { type: 'string' },
  })
  if (positionals.length !== 1 || !positionals[0]) throw new CliUsageError(usage)
  const id = positionals[0]
  const patch: PaymasterPolicyPatch = {}
  if (values.enabled !== undefined) patch.enabled = onOff('enabled', values.enabled)
  if (values.chains !== undefined) {
    const chains = splitList(values.chains)
    if (chains.some((chain) => !/^\d{1,15}$/.test(chain))) throw new CliUsageError('--chains takes chain ids separated by commas')
    patch.chains = chains.map(Number)
  }
  if (values.targets !== undefined) patch.targets = values.targets === 'any' ? null : splitList(values.targets)
  if (values['account-daily-cap'] !== undefined) patch.accountDailyCap = wei('account-daily-cap', values['account-daily-cap'])
  if (values.budget !== undefined) patch.budget = wei('budget', values.budget)
  if (values['reset-spent']) patch.resetSpent = true
  if (values['safe-accounts'] !== undefined) patch.safeAccounts = onOff('safe-accounts', values['safe-accounts'])
  if (values['account-factories'] !== undefined) patch.accountFactories = values['account-factories'] === 'none' ? [] : splitList(values['account-factories'])
  if (values['account-code-hashes'] !== undefined) patch.accountCodeHashes = values['account-code-hashes'] === 'none' ? [] : splitList(values['account-code-hashes'])
  if (values['max-priority-fee'] !== undefined) patch.maxPriorityFeePerGas = wei('max-priority-fee', values['max-priority-fee'])
  if (values['base-fee-percent'] !== undefined) {
    if (!/^\d{3,5}$/.test(values['base-fee-percent'])) throw new CliUsageError('--base-fee-percent takes a whole number from 100 to 10000')
    patch.baseFeePercent = Number(values['base-fee-percent'])
  }
  const policy = Object.keys(patch).length > 0 ? await setPaymasterPolicy(db, id, patch) : (await requireProject(db, id), await getPaymasterPolicy(db, id))
  io.out(JSON.stringify(formatPaymasterPolicy(policy), null, 2))
}

function wei(flag: string, value: string): string {
  if (!/^\d{1,40}$/.test(value)) throw new CliUsageError(`--${flag} takes a whole number of wei, got "${value}"`)
  return value
}
