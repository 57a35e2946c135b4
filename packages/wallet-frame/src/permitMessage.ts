import { UNLIMITED_FROM } from './erc20Call.ts'

/** Permit2's address (the same on every chain, Uniswap's deployment). */
export const PERMIT2 = '0x000000000022d473030f116ddee9f6b43ac78ba3'

/**
 * Until when a permit lets the spender spend: a Unix time; `never` (a time past the year 9999, as
 * uint48's maximum, the Permit2 SDK's "never"); or `transaction` (a Permit2 expiration of 0: Permit2
 * then ends the allowance at the block of the transaction that uses the signature).
 */
export type PermitEnd = number | 'never' | 'transaction'

/** What a token-spending signature allows, read from its EIP-712 message. */
export type Permit = { kind: 'permit' | 'permit2'; token: string; spender: string; amount: bigint; until: PermitEnd }

const uint = (value: unknown): bigint | undefined => {
  try {
    const number = typeof value === 'string' || typeof value === 'number' ? BigInt(value) : undefined
    return number !== undefined && number >= 0n ? number : undefined
  } catch {
    return undefined
  }
}
const address = (value: unknown): string | undefined => (typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value) ? value : undefined)
/** The time a permit ends; `never` past the year 9999 (`new Date` would refuse it). An EIP-2612 deadline of 0 is a time: 1970, long past. */
const seconds = (value: bigint): PermitEnd => (value > 253_402_300_799n ? 'never' : Number(value))

/** A Permit2 allowance (`PermitDetails`) for `spender`; undefined when its fields are not what Permit2 says. */
function permit2Details(value: unknown, spender: string | undefined): Permit | undefined {
  const details = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
  const token = address(details.token)
  const amount = uint(details.amount)
  const expiration = uint(details.expiration)
  if (!token || !spender || amount === undefined || expiration === undefined) return undefined
  return { kind: 'permit2', token, spender, amount, until: expiration === 0n ? 'transaction' : seconds(expiration) }
}

/**
 * What a token-spending signature allows, read from `eth_signTypedData_v4`'s JSON: an EIP-2612
 * `Permit` (the token is the domain's verifying contract), a Permit2 `PermitSingle` (one allowance
 * in `details`) or `PermitBatch` (one per entry of `details`), the domain being Permit2's. Empty for
 * any other message, or one whose fields are not what those standards say (a batch with one bad
 * entry included: none of it is read in words).
 */
export function readPermits(typedData: unknown): Permit[] {
  if (typeof typedData !== 'object' || typedData === null) return []
  const { primaryType, domain, message } = typedData as { primaryType?: unknown; domain?: { verifyingContract?: unknown }; message?: Record<string, unknown> }
  if (typeof message !== 'object' || message === null) return []
  if (primaryType === 'Permit') {
    const token = address(domain?.verifyingContract)
    const spender = address(message.spender)
    const amount = uint(message.value)
    const deadline = uint(message.deadline)
    if (!token || !spender || amount === undefined || deadline === undefined) return []
    return [{ kind: 'permit', token, spender, amount, until: seconds(deadline) }]
  }
  if (String(domain?.verifyingContract).toLowerCase() !== PERMIT2) return []
  const spender = address(message.spender)
  if (primaryType === 'PermitSingle') return [permit2Details(message.details, spender)].filter((permit) => permit !== undefined)
  if (primaryType === 'PermitBatch' && Array.isArray(message.details) && message.details.length > 0) {
    const permits = message.details.map((details) => permit2Details(details, spender))
    return permits.every((permit) => permit !== undefined) ? permits : []
  }
  return []
}

/** Whether a permit's amount is "unlimited" (uint160's maximum, Permit2's, or more). */
export const isUnlimitedPermit = (permit: Permit) => permit.amount >= UNLIMITED_FROM

/** A Unix time as `YYYY-MM-DD HH:MM UTC` (the same in every language). */
export function formatUntil(secondsSinceEpoch: number): string {
  return `${new Date(secondsSinceEpoch * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`
}
