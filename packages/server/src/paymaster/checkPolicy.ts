import type { Hex } from 'viem'
import { decodeAccountCalls } from './callTargets.ts'
import { PaymasterRefusedError } from './errors.ts'
import type { PaymasterPolicy } from './policy.ts'

/**
 * The policy's rules for one UserOperation: sponsorship on, the chain listed, and (with a target list)
 * every call the account's `callData` makes going to a listed address; `callData` whose calls cannot
 * be read is then refused, since its targets are unknown.
 *
 * @throws {PaymasterRefusedError} `paymaster_disabled`, `paymaster_chain_not_sponsored`, `paymaster_calldata_unknown`, `paymaster_target_not_allowed`.
 */
export function checkPolicy(policy: PaymasterPolicy, { projectId, chainId, callData }: { projectId: string; chainId: number; callData: Hex }): void {
  if (!policy.enabled) {
    throw new PaymasterRefusedError('paymaster_disabled', 'Gas sponsorship is off for this project', { details: { fix: `portico-server project paymaster ${projectId} --enabled on` } })
  }
  if (!policy.chains.includes(chainId)) {
    throw new PaymasterRefusedError('paymaster_chain_not_sponsored', `This project does not sponsor gas on chain ${chainId}`, { details: { chainId: `0x${chainId.toString(16)}` } })
  }
  if (policy.targets === null) return
  const calls = decodeAccountCalls(callData)
  if (!calls) throw new PaymasterRefusedError('paymaster_calldata_unknown', "The account's callData is not a call this paymaster can read (execute, executeBatch, executeUserOp)")
  const allowed = new Set(policy.targets)
  const refused = calls.find((call) => !allowed.has(call.to))
  if (refused) throw new PaymasterRefusedError('paymaster_target_not_allowed', `This project does not sponsor calls to ${refused.to}`, { details: { target: refused.to } })
}
