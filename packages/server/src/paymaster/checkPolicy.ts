import type { Hex } from 'viem'
import { type AccountFacts, checkAccount } from './accountRules.ts'
import { decodeAccountCalls } from './callTargets.ts'
import { PaymasterRefusedError } from './errors.ts'
import { checkFees } from './feeBounds.ts'
import type { PaymasterPolicy } from './policy.ts'
import type { UserOperationV07 } from './userOperation.ts'

/** What was read from the chain for one UserOperation (see `readChainFacts`). */
export type ChainFacts = { account: AccountFacts; baseFee: bigint }

/**
 * The policy's rules for one UserOperation: sponsorship on, the chain listed; with `facts` (read from
 * the chain beforehand), the account's implementation one the policy sponsors and the fees within its
 * bounds over the chain's base fee; and (with a target list) every call the account's `callData` makes
 * going to a listed address. `callData` whose calls cannot be read is then refused, since its targets
 * are unknown. Without `facts` it is the quick first pass, before anything is read from the chain.
 *
 * @throws {PaymasterRefusedError} `paymaster_disabled`, `paymaster_chain_not_sponsored`, `paymaster_account_not_allowed`, `paymaster_fee_too_high`, `paymaster_calldata_unknown`, `paymaster_target_not_allowed`.
 */
export function checkPolicy(
  policy: PaymasterPolicy,
  { projectId, chainId, op, facts }: { projectId: string; chainId: number; op: Pick<UserOperationV07, 'sender' | 'callData' | 'maxFeePerGas' | 'maxPriorityFeePerGas'>; facts?: ChainFacts | undefined },
): void {
  if (!policy.enabled) {
    throw new PaymasterRefusedError('paymaster_disabled', 'Gas sponsorship is off for this project', { details: { fix: `portico-server project paymaster ${projectId} --enabled on` } })
  }
  if (!policy.chains.includes(chainId)) {
    throw new PaymasterRefusedError('paymaster_chain_not_sponsored', `This project does not sponsor gas on chain ${chainId}`, { details: { chainId: `0x${chainId.toString(16)}` } })
  }
  if (facts) {
    checkAccount(policy, op.sender, facts.account)
    checkFees(policy, op, facts.baseFee)
  }
  checkTargets(policy, op.callData)
}

function checkTargets(policy: PaymasterPolicy, callData: Hex): void {
  if (policy.targets === null) return
  const calls = decodeAccountCalls(callData)
  if (!calls) throw new PaymasterRefusedError('paymaster_calldata_unknown', "The account's callData is not a call this paymaster can read (execute, executeBatch, executeUserOp)")
  const allowed = new Set(policy.targets)
  const refused = calls.find((call) => !allowed.has(call.to))
  if (refused) throw new PaymasterRefusedError('paymaster_target_not_allowed', `This project does not sponsor calls to ${refused.to}`, { details: { target: refused.to } })
}
