import { formatGwei } from 'viem'
import { PaymasterRefusedError } from './errors.ts'
import type { PaymasterPolicy } from './policy.ts'
import type { UserOperationV07 } from './userOperation.ts'

/**
 * The fees the policy signs for, against the chain's current base fee: `maxPriorityFeePerGas` at most the
 * policy's cap, and `maxFeePerGas` at most `baseFeePercent` % of the base fee plus that cap. What a
 * bundler can take per gas (the priority part of the price it is paid) stays at the cap, and the max cost
 * reserved is not hundreds of times what the chain charges. Fees of 0 (a stub before estimation) pass.
 *
 * @throws {PaymasterRefusedError} `paymaster_fee_too_high`.
 */
export function checkFees(policy: Pick<PaymasterPolicy, 'maxPriorityFeePerGas' | 'baseFeePercent'>, op: Pick<UserOperationV07, 'maxFeePerGas' | 'maxPriorityFeePerGas'>, baseFee: bigint): void {
  if (op.maxPriorityFeePerGas > policy.maxPriorityFeePerGas) {
    throw tooHigh('maxPriorityFeePerGas', op.maxPriorityFeePerGas, policy.maxPriorityFeePerGas, baseFee)
  }
  const maxFee = maxFeeFor(policy, baseFee)
  if (op.maxFeePerGas > maxFee) throw tooHigh('maxFeePerGas', op.maxFeePerGas, maxFee, baseFee)
}

/** The most `maxFeePerGas` the policy signs for at `baseFee`. */
export const maxFeeFor = (policy: Pick<PaymasterPolicy, 'maxPriorityFeePerGas' | 'baseFeePercent'>, baseFee: bigint) =>
  (baseFee * BigInt(policy.baseFeePercent)) / 100n + policy.maxPriorityFeePerGas

const tooHigh = (field: string, value: bigint, max: bigint, baseFee: bigint) =>
  new PaymasterRefusedError('paymaster_fee_too_high', `${field} ${formatGwei(value)} gwei is above the ${formatGwei(max)} gwei this project signs for (base fee ${formatGwei(baseFee)} gwei)`, {
    details: { field, value: `0x${value.toString(16)}`, max: `0x${max.toString(16)}`, baseFee: `0x${baseFee.toString(16)}` },
  })
