import type { Address, Hex } from 'viem'
import type { AccountState } from './chainReader.ts'
import { PaymasterRefusedError } from './errors.ts'
import type { PaymasterPolicy } from './policy.ts'
import { isKitSafeDeployment, isKitSafeState, kitSafe } from './safeAccount.ts'

/** What the request tells of the account: its factory (a new account) or its state on chain (a deployed one). */
export type AccountFacts = { factory: Address; factoryData: Hex } | { deployed: AccountState }

/** Which of the policy's rules let the account in; `safe` is the only one whose calls this service reads by its own knowledge. */
export type AccountKind = 'safe' | 'listed'

/**
 * Whether the policy sponsors this account's implementation: a new account by its factory (for the
 * Safe's proxy factory, only the kit's Safe, told from `factoryData`), a deployed one by its code hash
 * (for a Safe proxy, only with the kit's singleton and fallback handler). An account the attacker's own
 * factory makes, or whose code the policy does not list, is refused.
 *
 * @throws {PaymasterRefusedError} `paymaster_account_not_allowed`.
 */
export function checkAccount(policy: PaymasterPolicy, sender: Address, facts: AccountFacts): AccountKind {
  if ('factory' in facts) {
    if (policy.safeAccounts && facts.factory === kitSafe.proxyFactory && isKitSafeDeployment(facts.factoryData)) return 'safe'
    if (policy.accountFactories.includes(facts.factory)) return 'listed'
    throw refused(sender, `This project does not sponsor accounts made by factory ${facts.factory}`, { factory: facts.factory })
  }
  const { codeHash } = facts.deployed
  if (!codeHash) throw refused(sender, `${sender} has no code and names no factory`, {})
  if (policy.safeAccounts && codeHash === kitSafe.proxyCodeHash && isKitSafeState(facts.deployed)) return 'safe'
  if (policy.accountCodeHashes.includes(codeHash)) return 'listed'
  throw refused(sender, `This project does not sponsor the account implementation of ${sender}`, { codeHash })
}

const refused = (sender: Address, message: string, details: Record<string, unknown>) =>
  new PaymasterRefusedError('paymaster_account_not_allowed', message, { details: { sender, ...details, fix: 'portico-server project paymaster ID --account-factories … / --account-code-hashes …' } })
