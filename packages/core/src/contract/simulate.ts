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

/** `POST /v1/simulate` with `calls`: the batch `from` would send (in order). */
export const simulateCallsBody = z.object({
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

/** The change's value in USD (signed like the amount), when the server has a price for the asset. */
const usd = z.optional(z.number())

/** What the batch changes in the sender's balances (`formatted`: the amount in whole tokens, null when the decimals are unknown). */
export const simulatedAssetChange = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('native'), symbol: z.string(), decimals: z.number(), amount: signedUnits, formatted: z.string(), usd: usd }),
  z.object({ kind: z.literal('erc20'), token: evmAddress, symbol, decimals, listed: z.boolean(), amount: signedUnits, formatted: z.nullable(z.string()), usd: usd }),
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

/**
 * Something the person should know before approving, found by the server beside the simulation
 * (the client words it): `danger` keeps Approve one deliberate step further in the wallet frame.
 * - `spender_not_contract`: an approval goes to an address with no code (a person's account:
 *   nothing but a thief needs an allowance there).
 * - `new_contract`: a called contract or a spender got its code within the last `SIMULATE_NEW_CONTRACT_BLOCKS` blocks.
 * - `scam_address`: a called contract, a spender or a recipient is on the operator's scam list.
 * - `unusual_value`: more of an asset leaves than `SIMULATE_UNUSUAL_FACTOR` times the largest of
 *   the account's recent sends of it (`usual`; the server's index only).
 */
export const simulationWarning = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('spender_not_contract'), severity: z.literal('danger'), address: evmAddress, token: evmAddress }),
  z.object({ kind: z.literal('new_contract'), severity: z.literal('caution'), address: evmAddress }),
  z.object({ kind: z.literal('scam_address'), severity: z.literal('danger'), address: evmAddress }),
  z.object({ kind: z.literal('unusual_value'), severity: z.literal('caution'), symbol: z.string().check(z.maxLength(42)), formatted: z.string(), usual: z.string() }),
])

/** Blocks back from the latest in which a contract's code counts as new (`new_contract`): 24 minutes of Ethereum, 4 of a 2-second chain. */
export const SIMULATE_NEW_CONTRACT_BLOCKS = 120
/** How many times the largest recent send of an asset a value must exceed to be `unusual_value`. */
export const SIMULATE_UNUSUAL_FACTOR = 10

/** Bytes of `eth_signTypedData_v4` JSON (`typedData`, serialized) `POST /v1/simulate` reads at most. */
export const SIMULATE_MAX_TYPED_DATA_BYTES = 16 * 1024

/** `POST /v1/simulate` with `typedData`: an EIP-712 message `from` is asked to sign (the object, not its JSON text). */
export const simulateTypedDataBody = z.object({
  chainId: chainIdParameter,
  from: evmAddress,
  typedData: z.record(z.string(), z.unknown()),
})

/** `POST /v1/simulate`: a batch of calls, or a message to sign. */
export const simulateBody = z.union([simulateCallsBody, simulateTypedDataBody])

/**
 * A call or an EIP-712 message read with the server's ERC-7730 clear-signing descriptors: the
 * intent, who the descriptor is for (`owner`) and each field in words, in the descriptor's English.
 */
export const clearSigned = z.object({
  intent: z.string().check(z.maxLength(80)),
  owner: z.string().check(z.maxLength(60)),
  fields: z.array(z.object({ label: z.string().check(z.maxLength(200)), value: z.string().check(z.maxLength(400)) })).check(z.maxLength(64)),
})

/** Each call read with a descriptor, in order (null: a plain transfer, a call no descriptor knows, or one it refuses); also a 503 `simulation_unavailable`'s `details.decoded`. */
export const clearSignedCalls = z.array(z.nullable(clearSigned)).check(z.maxLength(64))
const decodedCalls = z.optional(clearSignedCalls)

/**
 * `POST /v1/simulate` → for calls, the changes when every call succeeds, or the first call that
 * reverts and why (null: no reason given); for `typedData` (`status: 'message'`), the message in
 * words (null: no descriptor knows it) and the warnings about it: an address its descriptor says must
 * be a contract (a permit's spender) with no code (`spender_not_contract`), on the scam list, or new.
 */
export const simulateAnswer = z.discriminatedUnion('status', [
  z.object({
    chainId: caip2,
    status: z.literal('success'),
    assets: z.array(simulatedAssetChange),
    approvals: z.array(simulatedApproval),
    truncated: z.boolean(),
    gasUsed: unsignedUnits,
    warnings: z.optional(z.array(simulationWarning)),
    decoded: decodedCalls,
  }),
  z.object({
    chainId: caip2,
    status: z.literal('reverted'),
    revert: z.object({ callIndex: z.number(), reason: z.nullable(z.string()) }),
    warnings: z.optional(z.array(simulationWarning)),
    decoded: decodedCalls,
  }),
  z.object({ chainId: caip2, status: z.literal('message'), decoded: z.nullable(clearSigned), warnings: z.array(simulationWarning) }),
])

