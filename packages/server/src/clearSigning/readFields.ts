import { type Address, formatUnits, getAddress, type Hex, isAddress } from 'viem'
import type { FieldFormat, MessageFormat } from './descriptor.ts'
import { ClearSigningError } from './errors.ts'
import { maxDecodedFields } from './limits.ts'
import { type PathRoots, readPath } from './readPath.ts'
import { nameKey } from './registry.ts'
import type { Decoded, DecodedField } from './types.ts'

/** What reading fields needs beside the values: the chain, its native currency, known names, and how to read a nested call. */
export type FieldContext = {
  chainId: number
  native: { symbol: string; decimals: number }
  names: ReadonlyMap<string, string>
  enums: Record<string, Record<string, string>>
  /** Fields left for this whole decoding (nested calls draw on the same budget). */
  budget: { fields: number }
  /** Reads a nested call (`calldata` format), one level deeper; undefined when no descriptor knows it. */
  nested(call: { to: Address; data: Hex; value: bigint }): Decoded | undefined
}

/** A whole number from a decoded value (bigint, a small uint's number, a decimal or 0x string in a message). */
export function toBigInt(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value)
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]{1,64}|-?\d{1,78})$/.test(value)) return BigInt(value)
  return undefined
}
const toAddress = (value: unknown): Address | undefined => (typeof value === 'string' && isAddress(value, { strict: false }) ? getAddress(value) : undefined)

/** Seconds since 1970 as `YYYY-MM-DD HH:MM UTC`; 0 or past year 9999 (a "never" such as uint48's maximum) as "No end". */
export function formatDate(seconds: bigint): string {
  if (seconds <= 0n || seconds > 253_402_300_799n) return 'No end'
  return `${new Date(Number(seconds) * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

const cut = (text: string, length = 200) => (text.length > length ? `${text.slice(0, length)}…` : text)

/**
 * The fields `format` shows, read from `roots` (the decoded arguments or message, and the
 * container): each as text, a token amount waiting for its token's metadata, or a nested call's
 * intent followed by its own fields (labels prefixed). A field whose path leads nowhere is left out.
 *
 * @throws {ClearSigningError} `too_large` past `maxDecodedFields` (nested calls included).
 */
export function readFields(format: MessageFormat, roots: PathRoots, context: FieldContext): Pick<Decoded, 'fields' | 'contracts'> {
  const fields: DecodedField[] = []
  const contracts: Address[] = []
  const push = (field: DecodedField) => {
    if (--context.budget.fields < 0) throw new ClearSigningError({ reason: 'too_large', message: `More than ${maxDecodedFields} fields to show` })
    fields.push(field)
  }
  for (const spec of format.fields) {
    const values = readPath(roots, spec.path)
    values.forEach((value, index) => {
      const label = values.length > 1 ? `${spec.label} ${index + 1}` : spec.label
      if (spec.format === 'calldata') {
        const call = readCall(spec, label, value, roots, context)
        if (!call) return
        push(call.head)
        // The nested call's own fields were counted when it was read.
        fields.push(...call.fields)
        contracts.push(...call.contracts)
        return
      }
      const field = readField(spec, label, value, roots, context, { index, count: values.length })
      if (!field) return
      push(field)
      const address = spec.format === 'addressName' ? toAddress(value) : undefined
      const types = spec.params?.types
      if (address && Array.isArray(types) && types.length === 1 && types[0] === 'contract') contracts.push(address)
    })
  }
  return { fields, contracts }
}

/** Which of the values a field's path names this one is (`index` of `count`: several through `[]`). */
type Position = { index: number; count: number }

/**
 * The token of a `tokenAmount`: `tokenPath`'s value, or where it names as many values as the
 * amount's path (`details.[].token` beside `details.[].amount`, a Permit2 batch) the one at the
 * same position; none when they do not pair up.
 */
function tokenOf(params: Record<string, unknown>, roots: PathRoots, { index, count }: Position): Address | undefined {
  const tokens = readPath(roots, String(params.tokenPath ?? '@.to'))
  if (tokens.length === 1) return toAddress(tokens[0])
  return tokens.length === count ? toAddress(tokens[index]) : undefined
}

function readField(spec: FieldFormat, label: string, value: unknown, roots: PathRoots, context: FieldContext, position: Position): DecodedField | undefined {
  const params = spec.params ?? {}
  const number = toBigInt(value)
  switch (spec.format) {
    case 'addressName': {
      const address = toAddress(value)
      if (!address) return undefined
      const name = context.names.get(nameKey(context.chainId, address))
      return { label, text: name ? `${name} (${address})` : address }
    }
    case 'tokenAmount': {
      const token = tokenOf(params, roots, position)
      if (number === undefined || !token) return undefined
      const natives = [params.nativeCurrencyAddress].flat().filter((entry): entry is string => typeof entry === 'string')
      if (natives.some((entry) => entry.toLowerCase() === token.toLowerCase())) return { label, text: `${formatUnits(number, context.native.decimals)} ${context.native.symbol}` }
      const threshold = toBigInt(params.threshold)
      const message = typeof params.message === 'string' ? params.message : 'Unlimited'
      return { label, tokenAmount: { token, amount: number, unlimited: threshold !== undefined && number >= threshold, message } }
    }
    case 'amount':
      return number === undefined ? undefined : { label, text: `${formatUnits(number, context.native.decimals)} ${context.native.symbol}` }
    case 'date':
      return number === undefined ? undefined : { label, text: formatDate(number) }
    case 'duration':
      return number === undefined ? undefined : { label, text: `${number} s` }
    case 'unit': {
      const decimals = typeof params.decimals === 'number' && params.decimals >= 0 && params.decimals <= 36 ? params.decimals : 0
      return number === undefined ? undefined : { label, text: `${formatUnits(number, decimals)}${typeof params.base === 'string' ? params.base : ''}` }
    }
    case 'enum': {
      const name = String(params.$ref ?? '').replace(/^\$\.metadata\.enums\./, '')
      const entries = context.enums[name]
      const key = String(number ?? value)
      return { label, text: entries && Object.hasOwn(entries, key) ? entries[key]! : cut(key) }
    }
    default:
      return { label, text: rawText(value) }
  }
}

function rawText(value: unknown): string {
  if (typeof value === 'bigint' || typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (typeof value === 'string') return cut(isAddress(value, { strict: false }) ? getAddress(value) : value.replace(/\p{C}/gu, ''))
  return cut(JSON.stringify(value, (_, entry) => (typeof entry === 'bigint' ? entry.toString() : entry)) ?? '')
}

/** A `calldata` field: the nested call's intent, then its fields (labels prefixed); its selector and target when no descriptor knows it. */
function readCall(spec: FieldFormat, label: string, value: unknown, roots: PathRoots, context: FieldContext): { head: DecodedField; fields: DecodedField[]; contracts: Address[] } | undefined {
  if (typeof value !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(value)) return undefined
  const params = spec.params ?? {}
  const [callee] = readPath(roots, String(params.calleePath ?? '@.to'))
  const to = toAddress(callee)
  const [amount] = typeof params.amountPath === 'string' ? readPath(roots, params.amountPath) : [0n]
  const bare = { fields: [], contracts: [] }
  if (!to) return { head: { label, text: cut(value, 66) }, ...bare }
  const decoded = value.length >= 10 ? context.nested({ to, data: value as Hex, value: toBigInt(amount) ?? 0n }) : undefined
  if (!decoded) return { head: { label, text: value.length >= 10 ? `${value.slice(0, 10)} on ${to}` : to }, ...bare }
  return { head: { label, text: decoded.intent }, fields: decoded.fields.map((field) => ({ ...field, label: `${label} · ${field.label}` })), contracts: decoded.contracts }
}
