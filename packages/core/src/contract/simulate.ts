import * as z from 'zod/mini'
import { caip2, chainIdParameter, evmAddress } from './common'

/** Calls in one simulated batch (`wallet_sendCalls`, or a transaction: 1). */
export const SIMULATE_MAX_CALLS = 16
/** Bytes of calldata of one simulated call. */
export const SIMULATE_MAX_CALLDATA_BYTES = 32 * 1024

/** Wei as a decimal string or a 0x quantity (a JSON number only while exact). */
const wei = z.union([
  z.string().check(z.regex(/^(0x[0-9a-fA-F]{1,64}|\d{1,78})$/, 'must be wei: a decimal or 0x quantity')),
  z.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)),
])
const calldata = z
  .string()
  .check(
    z.maxLength(2 + SIMULATE_MAX_CALLDATA_BYTES * 2, `at most ${SIMULATE_MAX_CALLDATA_BYTES} bytes of calldata`),
    z.regex(/^0x([0-9a-fA-F]{2})*$/, 'must be 0x-prefixed hex bytes'),
  )

/** `POST /v1/simulate`: the batch `from` would send (in order). */
export const simulateBody = z.object({
  chainId: chainIdParameter,
  from: evmAddress,
  calls: z
    .array(z.object({ to: evmAddress, data: z.optional(calldata), value: z.optional(wei) }))
    .check(z.minLength(1, 'at least one call'), z.maxLength(SIMULATE_MAX_CALLS, `at most ${SIMULATE_MAX_CALLS} calls`)),
})

/** A signed amount of smallest units (`-` when it leaves the account). */
const signedUnits = z.string().check(z.regex(/^-?\d{1,78}$/, 'must be a signed whole number of smallest units'))
const unsignedUnits = z.string().check(z.regex(/^\d{1,78}$/))
const symbol = z.nullable(z.string().check(z.maxLength(16)))
const decimals = z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(255)))

/** What the batch changes in the sender's balances (`formatted`: the amount in whole tokens, null when the decimals are unknown). */
export const simulatedAssetChange = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('native'), symbol: z.string(), decimals: z.number(), amount: signedUnits, formatted: z.string() }),
  z.object({ kind: z.literal('erc20'), token: evmAddress, symbol, decimals, listed: z.boolean(), amount: signedUnits, formatted: z.nullable(z.string()) }),
  z.object({ kind: z.literal('erc721'), token: evmAddress, symbol, tokenId: unsignedUnits, direction: z.enum(['in', 'out']) }),
])

/** A permission the batch grants (or takes back: amount 0, `approved` false). */
export const simulatedApproval = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('erc20'),
    token: evmAddress,
    symbol,
    decimals,
    spender: evmAddress,
    amount: unsignedUnits,
    formatted: z.nullable(z.string()),
    unlimited: z.boolean(),
  }),
  z.object({ kind: z.literal('erc721'), token: evmAddress, symbol, spender: evmAddress, tokenId: unsignedUnits }),
  z.object({ kind: z.literal('all'), token: evmAddress, symbol, operator: evmAddress, approved: z.boolean() }),
])

/** `POST /v1/simulate` → the changes when every call succeeds, or the first call that reverts and why (null: no reason given). */
export const simulateAnswer = z.discriminatedUnion('status', [
  z.object({
    chainId: caip2,
    status: z.literal('success'),
    assets: z.array(simulatedAssetChange),
    approvals: z.array(simulatedApproval),
    truncated: z.boolean(),
    gasUsed: unsignedUnits,
  }),
  z.object({ chainId: caip2, status: z.literal('reverted'), revert: z.object({ callIndex: z.number(), reason: z.nullable(z.string()) }) }),
])
