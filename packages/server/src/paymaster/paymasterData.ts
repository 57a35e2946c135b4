import { type Address, concat, encodeAbiParameters, type Hex, hexToBigInt, keccak256, numberToHex, pad } from 'viem'
import { entryPoint07Address, getUserOperationHash } from 'viem/account-abstraction'
import type { LocalAccount } from 'viem/accounts'
import type { UserOperationV07 } from './userOperation.ts'

/** The gas the VerifyingPaymaster needs to validate (an ECDSA recover and the EntryPoint's overhead), and for postOp (none: it has no context). */
export const paymasterGasLimits = { verification: 60_000n, postOp: 0n } as const

/**
 * A signature of the right shape (65 bytes, low s, recoverable) that is not the signer's: the stub's
 * paymasterData, so gas estimation runs the paymaster's whole validation (the recovered address then
 * differs, which estimation tolerates) and the real one costs the same.
 */
export const stubSignature: Hex =
  '0x7a6ad4a7305cd142dd37749f9c7e637f3aada0326e3145d69679e216110f60b23a2cace2ac8c7ab036b152222e7f2adbc32ab1bdf196de3abed32e329e7819501b'

/** `paymasterAndData[20:]` after the gas limits: `abi.encode(validUntil, validAfter) ++ signature` (VerifyingPaymaster v0.7). */
export function encodePaymasterData(validUntil: number, validAfter: number, signature: Hex): Hex {
  return concat([encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [validUntil, validAfter]), signature])
}

const packUint128s = (high: bigint, low: bigint): Hex => concat([pad(numberToHex(high), { size: 16 }), pad(numberToHex(low), { size: 16 })])

/**
 * The hash VerifyingPaymaster v0.7's `getHash(userOp, validUntil, validAfter)` computes: every field
 * of the packed UserOperation but the signature and the paymaster's data, with the chain and the
 * paymaster's address (so a signature is good on one chain, for one paymaster, for one sender and nonce).
 */
export function paymasterHash(op: UserOperationV07, { chainId, paymaster, validUntil, validAfter }: { chainId: number; paymaster: Address; validUntil: number; validAfter: number }): Hex {
  const initCode = op.factory ? concat([op.factory, op.factoryData]) : '0x'
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        op.sender,
        op.nonce,
        keccak256(initCode),
        keccak256(op.callData),
        packUint128s(op.verificationGasLimit, op.callGasLimit),
        BigInt(packUint128s(paymasterGasLimits.verification, paymasterGasLimits.postOp)),
        op.preVerificationGas,
        packUint128s(op.maxPriorityFeePerGas, op.maxFeePerGas),
        BigInt(chainId),
        paymaster,
        validUntil,
        validAfter,
      ],
    ),
  )
}

/** The paymaster fields of a UserOperation, as ERC-7677 answers them for v0.7. */
export type PaymasterFields = { paymaster: Address; paymasterData: Hex; paymasterVerificationGasLimit: Hex; paymasterPostOpGasLimit: Hex }

/** Signs `paymasterHash` as an Ethereum signed message (the contract recovers `toEthSignedMessageHash`). */
export async function signPaymasterData(
  signer: LocalAccount,
  op: UserOperationV07,
  window: { chainId: number; paymaster: Address; validUntil: number; validAfter: number },
): Promise<PaymasterFields> {
  const signature = await signer.signMessage({ message: { raw: paymasterHash(op, window) } })
  return fieldsOf(window.paymaster, encodePaymasterData(window.validUntil, window.validAfter, signature))
}

/** The stub's fields: the same shape and gas as the real data, with {@link stubSignature}. */
export function stubPaymasterFields(paymaster: Address, validUntil: number, validAfter: number): PaymasterFields {
  return fieldsOf(paymaster, encodePaymasterData(validUntil, validAfter, stubSignature))
}

function fieldsOf(paymaster: Address, paymasterData: Hex): PaymasterFields {
  return {
    paymaster,
    paymasterData,
    paymasterVerificationGasLimit: numberToHex(paymasterGasLimits.verification),
    paymasterPostOpGasLimit: numberToHex(paymasterGasLimits.postOp),
  }
}

/** The most the UserOperation can cost its paymaster (wei): every gas limit times `maxFeePerGas`. */
export function maxGasCost(op: UserOperationV07): bigint {
  const gas = op.callGasLimit + op.verificationGasLimit + op.preVerificationGas + paymasterGasLimits.verification + paymasterGasLimits.postOp
  return gas * op.maxFeePerGas
}

/**
 * The EntryPoint v0.7's userOpHash of `op` with the paymaster `fields` signed for it: what its
 * UserOperationEvent will name when it lands (the account's own signature is not part of it).
 */
export function signedOperationHash(op: UserOperationV07, fields: PaymasterFields, chainId: number): Hex {
  return getUserOperationHash({
    chainId,
    entryPointAddress: entryPoint07Address,
    entryPointVersion: '0.7',
    userOperation: {
      ...op,
      factory: op.factory,
      factoryData: op.factory ? op.factoryData : undefined,
      paymaster: fields.paymaster,
      paymasterData: fields.paymasterData,
      paymasterVerificationGasLimit: hexToBigInt(fields.paymasterVerificationGasLimit),
      paymasterPostOpGasLimit: hexToBigInt(fields.paymasterPostOpGasLimit),
      signature: '0x',
    },
  })
}
