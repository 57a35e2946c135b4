import { type Address, getAddress, isAddress, validateTypedData } from 'viem'
import type { Eip712Types } from './descriptor.ts'
import { ClearSigningError } from './errors.ts'
import { maxDecodedFields, maxTypedDataDepth, maxTypedDataNodes } from './limits.ts'
import { readFields, toBigInt } from './readFields.ts'
import { type ClearSigningRegistry, deployedAt, type MessageEntry } from './registry.ts'
import type { Decoded } from './types.ts'

export type DecodeTypedDataParameters = {
  registry: ClearSigningRegistry
  native: { symbol: string; decimals: number }
  /** `eth_signTypedData_v4`'s object (parsed JSON), unchecked. */
  typedData: unknown
}

/** Walks `value` once, counting nodes and depth: a message too big or too deep is refused before anything reads it. */
function checkSize(value: unknown): void {
  let nodes = 0
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!
    if (++nodes > maxTypedDataNodes) throw new ClearSigningError({ reason: 'too_large', message: `More than ${maxTypedDataNodes} values in the typed data` })
    if (depth > maxTypedDataDepth) throw new ClearSigningError({ reason: 'too_deep', message: `Typed data nested more than ${maxTypedDataDepth} deep` })
    if (typeof node !== 'object' || node === null) continue
    const children = Object.values(node)
    if (nodes + stack.length + children.length > maxTypedDataNodes) throw new ClearSigningError({ reason: 'too_large', message: `More than ${maxTypedDataNodes} values in the typed data` })
    for (const child of children) stack.push([child, depth + 1])
  }
}

/** Whether `types` is EIP-712's: each a list of fields, each with a `name` and a `type` that are strings. */
const isTypes = (types: Record<string, unknown>): types is Eip712Types =>
  Object.values(types).every(
    (fields) => Array.isArray(fields) && fields.every((field) => typeof field === 'object' && field !== null && typeof (field as Record<string, unknown>).name === 'string' && typeof (field as Record<string, unknown>).type === 'string'),
  )

/** The struct types `primaryType` uses (itself and every type it reaches), as the descriptor's schema lists them. */
function usedTypes(types: Eip712Types, primaryType: string): string[] {
  const seen = new Set<string>()
  const visit = (name: string) => {
    if (seen.has(name) || !Object.hasOwn(types, name)) return
    seen.add(name)
    for (const field of types[name]!) visit(field.type.replace(/(\[\d*\])+$/, ''))
  }
  visit(primaryType)
  return [...seen].sort()
}

const sameTypes = (given: Eip712Types, schema: Eip712Types, primaryType: string) => {
  const names = usedTypes(schema, primaryType)
  const ours = usedTypes(given, primaryType)
  return names.length === ours.length && names.every((name, index) => ours[index] === name && JSON.stringify(given[name]) === JSON.stringify(schema[name]))
}

/** The range of an EIP-712 integer type (`uint160`, `int8`, `uint` is `uint256`). */
function integerRange(type: string): [bigint, bigint] | undefined {
  const match = /^(u?)int(\d*)$/.exec(type)
  if (!match) return undefined
  const bits = BigInt(match[2] || 256)
  return match[1] ? [0n, 2n ** bits - 1n] : [-(2n ** (bits - 1n)), 2n ** (bits - 1n) - 1n]
}

/**
 * `value` of `type` with its integers as bigints, its structs and arrays walked. An integer out of
 * its type's range, an address that is not one, or an array of the wrong length throws, array
 * elements included (viem's `validateTypedData` does not look inside arrays: a Permit2 batch's
 * amounts and tokens are checked here).
 */
function withBigInts(types: Eip712Types, type: string, value: unknown): unknown {
  const array = /^(.*)\[(\d*)\]$/.exec(type)
  if (array) {
    if (!Array.isArray(value)) throw new Error(`${type} must be an array`)
    if (array[2] && value.length !== Number(array[2])) throw new Error(`${type} must have ${array[2]} elements`)
    return value.map((item) => withBigInts(types, array[1]!, item))
  }
  const range = integerRange(type)
  if (range) {
    const number = toBigInt(value)
    if (number === undefined || number < range[0] || number > range[1]) throw new Error(`${type} must be an integer in its range`)
    return number
  }
  if (type === 'address' && !(typeof value === 'string' && isAddress(value))) throw new Error('address must be an address')
  if (!Object.hasOwn(types, type)) return value
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${type} must be an object`)
  const record = value as Record<string, unknown>
  return Object.fromEntries(types[type]!.map((field) => [field.name, withBigInts(types, field.type, record[field.name])]))
}

const domainMatches = (entry: MessageEntry, domain: Record<string, unknown>) =>
  Object.entries(entry.domain ?? {}).every(([key, wanted]) => String(domain[key] ?? '').toLowerCase() === String(wanted).toLowerCase())

/**
 * An EIP-712 message in plain words with the ERC-7730 descriptor for its primary type: the
 * message's own types must be the descriptor's schema (field names and types, in order), its
 * domain must match the descriptor's `domain` and, when it lists deployments, carry a `chainId`
 * and `verifyingContract` among them; the message must then be valid for its types
 * (`validateTypedData`). `@.to` is the verifying contract. Undefined for a type no descriptor has.
 *
 * @throws {ClearSigningError} `malformed` (not an EIP-712 object, types not lists of `{ name, type }`), `too_large` / `too_deep` (more
 *   than `maxTypedDataNodes` values, deeper than `maxTypedDataDepth`), `not_matching` (a known
 *   primary type with other types, another domain, or values its types refuse).
 */
export function decodeTypedData({ registry, native, typedData }: DecodeTypedDataParameters): Decoded | undefined {
  checkSize(typedData)
  if (typeof typedData !== 'object' || typedData === null || Array.isArray(typedData)) throw new ClearSigningError({ reason: 'malformed', message: 'Typed data must be an object' })
  const { primaryType, types, domain = {}, message } = typedData as Record<string, unknown>
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
  if (typeof primaryType !== 'string' || !isObject(types) || !isObject(domain) || !isObject(message)) {
    throw new ClearSigningError({ reason: 'malformed', message: 'Typed data needs primaryType, types, domain and message' })
  }
  if (!isTypes(types)) throw new ClearSigningError({ reason: 'malformed', message: 'Typed data’s types must be lists of { name, type } strings' })
  const entries = registry.messages.get(primaryType)
  if (!entries) return undefined
  const chainId = toBigInt(domain.chainId)
  const verifying: Address | undefined = typeof domain.verifyingContract === 'string' && isAddress(domain.verifyingContract, { strict: false }) ? getAddress(domain.verifyingContract) : undefined
  const entry = entries.find(
    (candidate) =>
      sameTypes(types, candidate.types, primaryType) &&
      domainMatches(candidate, domain) &&
      (!candidate.deployments?.length || (chainId !== undefined && chainId <= BigInt(Number.MAX_SAFE_INTEGER) && deployedAt(candidate.deployments, Number(chainId), verifying))),
  )
  if (!entry) throw new ClearSigningError({ reason: 'not_matching', message: `This ${primaryType} is not the one its descriptor describes (types, domain or contract)` })
  try {
    // Integers given as strings or numbers become bigints first: viem checks the range of bigints.
    validateTypedData({ domain, types, primaryType, message: withBigInts(types, primaryType, message) } as Parameters<typeof validateTypedData>[0])
  } catch (cause) {
    throw new ClearSigningError({ reason: 'not_matching', message: `The ${primaryType} message does not fit its types`, cause })
  }
  const container = { to: verifying, value: 0n, chainId: chainId === undefined ? undefined : Number(chainId) }
  const context = {
    chainId: container.chainId ?? 0,
    native,
    names: registry.names,
    enums: entry.enums,
    budget: { fields: maxDecodedFields },
    // A message's fields never hold calls this decoder reads.
    nested: () => undefined,
  }
  return { intent: entry.format.intent, owner: entry.owner, ...readFields(entry.format, { data: message, container }, context) }
}
