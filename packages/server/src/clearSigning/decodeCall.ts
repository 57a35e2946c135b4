import { type Address, decodeFunctionData, type Hex } from 'viem'
import { SIMULATE_MAX_CALLDATA_BYTES } from '@portico/core/contract'
import { ClearSigningError } from './errors.ts'
import { maxDecodeDepth, maxDecodedFields } from './limits.ts'
import { readFields } from './readFields.ts'
import { type ClearSigningRegistry, deployedAt } from './registry.ts'
import type { Decoded } from './types.ts'

export type DecodeCallParameters = {
  registry: ClearSigningRegistry
  chainId: number
  native: { symbol: string; decimals: number }
  call: { to: Address; data?: Hex | undefined; value?: bigint | undefined }
}

/**
 * A call in plain words with the ERC-7730 descriptor for its contract and selector (one bound to
 * this deployment first, else an interface such as ERC-20's): the intent and the labelled fields
 * (ABI from the descriptor's format key, `decodeFunctionData`); nested calls (`calldata` fields)
 * read the same way down to `maxDecodeDepth`. Undefined for a plain transfer or a call no
 * descriptor knows. Bounded before any decoding: calldata over `SIMULATE_MAX_CALLDATA_BYTES`,
 * more than `maxDecodedFields` fields in all, or nesting past the depth are refused.
 *
 * @throws {ClearSigningError} `too_large`, `too_deep`, `malformed` (not hex bytes), `not_matching`
 *   (a known selector whose data is not that function's arguments).
 */
export function decodeCall({ registry, chainId, native, call }: DecodeCallParameters): Decoded | undefined {
  const budget = { fields: maxDecodedFields }
  const read = (target: DecodeCallParameters['call'], depth: number): Decoded | undefined => {
    if (depth > maxDecodeDepth) throw new ClearSigningError({ reason: 'too_deep', message: `Calls nested more than ${maxDecodeDepth} deep` })
    const data = target.data ?? '0x'
    if (typeof data !== 'string' || data.length > 2 + SIMULATE_MAX_CALLDATA_BYTES * 2) throw new ClearSigningError({ reason: 'too_large', message: `More than ${SIMULATE_MAX_CALLDATA_BYTES} bytes of calldata` })
    if (!/^0x([0-9a-fA-F]{2})*$/.test(data)) throw new ClearSigningError({ reason: 'malformed', message: 'Calldata must be 0x-prefixed hex bytes' })
    if (data.length < 10) return undefined
    const entry = registry.calls.get(data.slice(0, 10).toLowerCase() as Hex)?.find((candidate) => deployedAt(candidate.deployments, chainId, target.to))
    if (!entry) return undefined
    let args: readonly unknown[]
    try {
      args = decodeFunctionData({ abi: [entry.abi], data }).args ?? []
    } catch (cause) {
      throw new ClearSigningError({ reason: 'not_matching', message: `The calldata is not ${entry.abi.name}'s arguments`, cause })
    }
    const named = Object.fromEntries(entry.abi.inputs.map((input, index) => [input.name ?? String(index), args[index]]))
    const container = { to: target.to, value: target.value ?? 0n, chainId }
    const context = { chainId, native, names: registry.names, enums: entry.enums, budget, nested: (inner: DecodeCallParameters['call']) => read(inner, depth + 1) }
    return { intent: entry.format.intent, owner: entry.owner, ...readFields(entry.format, { data: named, container }, context) }
  }
  return read(call, 0)
}
