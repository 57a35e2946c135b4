import { type Address, getAddress, type Hex, isAddress, size } from 'viem'
import { z } from 'zod'
import { PaymasterRefusedError } from './errors.ts'

/** An ERC-4337 v0.7 UserOperation as the paymaster reads it (quantities as bigints). */
export type UserOperationV07 = {
  sender: Address
  nonce: bigint
  factory: Address | undefined
  factoryData: Hex
  callData: Hex
  callGasLimit: bigint
  verificationGasLimit: bigint
  preVerificationGas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
}

/**
 * The largest gas limits and fees the service signs for; above them a request is refused
 * (`paymaster_gas_out_of_range`). `preVerificationGas` is also bounded by what the operation needs:
 * at most `preVerificationGasBase` plus `preVerificationGasPerByte` for each byte of its `initCode`,
 * `callData` and a fixed allowance for the rest (see {@link preVerificationGasNeeded}).
 */
export type GasBounds = {
  callGasLimit: bigint
  verificationGasLimit: bigint
  preVerificationGas: bigint
  maxFeePerGas: bigint
  preVerificationGasBase: bigint
  preVerificationGasPerByte: bigint
}

export const defaultGasBounds: GasBounds = {
  callGasLimit: 5_000_000n,
  verificationGasLimit: 2_000_000n,
  preVerificationGas: 1_000_000n,
  /** 10,000 gwei. */
  maxFeePerGas: 10_000_000_000_000n,
  /** The bundle's 21,000 shared by one operation, the EntryPoint's per-operation overhead, and slack. */
  preVerificationGasBase: 60_000n,
  /** Calldata costs 16 gas a non-zero byte (EIP-2028); on a rollup, where L1 data is paid in it, raise it. */
  preVerificationGasPerByte: 16n,
}

/** The bytes of a packed UserOperation besides `initCode` and `callData`: its fixed fields, the ABI's words, the paymaster's data and a signature of up to 1 KB (a WebAuthn one included). */
export const fixedUserOperationBytes = 1_600

/** The most `preVerificationGas` signed for this operation: the base plus its bytes' calldata cost. */
export function preVerificationGasNeeded(op: Pick<UserOperationV07, 'factory' | 'factoryData' | 'callData'>, bounds: Pick<GasBounds, 'preVerificationGasBase' | 'preVerificationGasPerByte'>): bigint {
  const bytes = (op.factory ? 20 + size(op.factoryData) : 0) + size(op.callData) + fixedUserOperationBytes
  return bounds.preVerificationGasBase + bounds.preVerificationGasPerByte * BigInt(bytes)
}

const quantity = z.string().regex(/^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$/, 'a hex quantity (0x…, no leading zeros, at most 256 bits)')
const bytes = z.string().max(65_536).regex(/^0x([0-9a-fA-F]{2})*$/, 'hex bytes (0x…)')
const address = z.string().refine((value) => isAddress(value, { strict: false }), 'an address')

/** The RPC form (ERC-7677 passes the UserOperation as `eth_sendUserOperation` takes it). Gas may be missing before estimation. */
const rpcUserOperation = z.object({
  sender: address,
  nonce: quantity,
  factory: z.union([address, z.null()]).optional(),
  factoryData: z.union([bytes, z.null()]).optional(),
  callData: bytes,
  callGasLimit: quantity.optional(),
  verificationGasLimit: quantity.optional(),
  preVerificationGas: quantity.optional(),
  maxFeePerGas: quantity.optional(),
  maxPriorityFeePerGas: quantity.optional(),
  paymaster: z.union([address, z.null()]).optional(),
  paymasterVerificationGasLimit: z.union([quantity, z.null()]).optional(),
  paymasterPostOpGasLimit: z.union([quantity, z.null()]).optional(),
  paymasterData: z.union([bytes, z.null()]).optional(),
  signature: bytes.optional(),
})

/**
 * Parses an ERC-7677 `userOp` parameter (v0.7 fields). With `requireGas` (for `pm_getPaymasterData`)
 * every gas field must be there; for the stub a missing one reads as 0. Every limit is checked against
 * `bounds`, and `maxPriorityFeePerGas` may not exceed `maxFeePerGas`.
 *
 * @throws {PaymasterRefusedError} `paymaster_invalid_params` (malformed) or `paymaster_gas_out_of_range`.
 */
export function parseUserOperation(value: unknown, { requireGas, bounds }: { requireGas: boolean; bounds: GasBounds }): UserOperationV07 {
  const parsed = rpcUserOperation.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new PaymasterRefusedError('paymaster_invalid_params', `Invalid UserOperation: ${issue?.path.join('.') || 'userOp'}: ${issue?.message ?? 'malformed'}`)
  }
  const op = parsed.data
  const gasFields = ['callGasLimit', 'verificationGasLimit', 'preVerificationGas', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const
  if (requireGas) {
    const missing = gasFields.filter((field) => op[field] === undefined)
    if (missing.length > 0) throw new PaymasterRefusedError('paymaster_invalid_params', `Invalid UserOperation: ${missing.join(', ')} missing`)
  }
  if (op.factoryData && op.factoryData !== '0x' && !op.factory) {
    throw new PaymasterRefusedError('paymaster_invalid_params', 'Invalid UserOperation: factoryData without a factory')
  }
  const gas = Object.fromEntries(gasFields.map((field) => [field, BigInt(op[field] ?? '0x0')])) as Record<(typeof gasFields)[number], bigint>
  for (const field of ['callGasLimit', 'verificationGasLimit', 'preVerificationGas', 'maxFeePerGas'] as const) {
    if (gas[field] > bounds[field]) {
      throw new PaymasterRefusedError('paymaster_gas_out_of_range', `${field} ${gas[field]} is above the ${bounds[field]} this paymaster signs for`, {
        details: { field, value: `0x${gas[field].toString(16)}`, max: `0x${bounds[field].toString(16)}` },
      })
    }
  }
  const factory = op.factory ? getAddress(op.factory) : undefined
  const factoryData = (op.factoryData ?? '0x') as Hex
  const needed = preVerificationGasNeeded({ factory, factoryData, callData: op.callData as Hex }, bounds)
  if (gas.preVerificationGas > needed) {
    throw new PaymasterRefusedError('paymaster_gas_out_of_range', `preVerificationGas ${gas.preVerificationGas} is above the ${needed} this operation's size needs`, {
      details: { field: 'preVerificationGas', value: `0x${gas.preVerificationGas.toString(16)}`, max: `0x${needed.toString(16)}` },
    })
  }
  if (gas.maxPriorityFeePerGas > gas.maxFeePerGas) {
    throw new PaymasterRefusedError('paymaster_gas_out_of_range', 'maxPriorityFeePerGas is above maxFeePerGas', { details: { field: 'maxPriorityFeePerGas' } })
  }
  return {
    sender: getAddress(op.sender),
    nonce: BigInt(op.nonce),
    factory,
    factoryData,
    callData: op.callData as Hex,
    ...gas,
  }
}
