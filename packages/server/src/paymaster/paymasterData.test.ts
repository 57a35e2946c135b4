import { describe, expect, it } from 'vitest'
import { maxGasCost, paymasterGasLimits } from './paymasterData.ts'
import type { UserOperationV07 } from './userOperation.ts'

/**
 * What the reservation must cover: EntryPoint v0.7 takes its prefund from the paymaster's deposit,
 * (verificationGasLimit + callGasLimit + paymasterVerificationGasLimit + paymasterPostOpGasLimit +
 * preVerificationGas) × maxFeePerGas, and charges at most that: the 10 % penalty on unused execution
 * gas (callGasLimit + paymasterPostOpGasLimit, PENALTY_PERCENT = 10, no threshold in v0.7; v0.8 added
 * one of 40,000) is added to the gas used, and a total over the prefund reverts the operation (or is
 * cut to the prefund when postOp reverted).
 */
describe('maxGasCost', () => {
  const op: UserOperationV07 = {
    sender: '0x1111111111111111111111111111111111111111',
    nonce: 0n,
    factory: undefined,
    factoryData: '0x',
    callData: '0x',
    callGasLimit: 1_000_000n,
    verificationGasLimit: 300_000n,
    preVerificationGas: 70_000n,
    maxFeePerGas: 3_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
  }

  it("is the EntryPoint v0.7's prefund, which bounds the charge whatever was used, the unused-gas penalty included", () => {
    const prefund = (op.verificationGasLimit + op.callGasLimit + paymasterGasLimits.verification + paymasterGasLimits.postOp + op.preVerificationGas) * op.maxFeePerGas
    expect(maxGasCost(op)).toBe(prefund)
    // The v0.7 charge: pre-operation gas (pre-verification and all the verification) plus execution used plus 10 % of execution unused.
    const charge = (executionUsed: bigint) => {
      const executionLimit = op.callGasLimit + paymasterGasLimits.postOp
      const penalty = executionLimit > executionUsed ? ((executionLimit - executionUsed) * 10n) / 100n : 0n
      return (op.preVerificationGas + op.verificationGasLimit + paymasterGasLimits.verification + executionUsed + penalty) * op.maxFeePerGas
    }
    for (const used of [0n, 40_000n, 500_000n, op.callGasLimit]) expect(charge(used)).toBeLessThanOrEqual(maxGasCost(op))
    expect(charge(op.callGasLimit)).toBe(maxGasCost(op))
  })
})
