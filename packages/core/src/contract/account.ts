import * as z from 'zod/mini'
import { caip2, chainIdParameter, evmAddress, isoInstant } from './common'

/** The account in `/v1/account/{address}/…` (an EVM address: balances and activity are served for eip155). */
export const accountParams = z.object({ address: evmAddress })

/** `GET /v1/account/{address}/balance?currency=usd&chainId=`. */
export const balancesQuery = z.object({
  /** Only `usd` (any case). */
  currency: z._default(z.string().check(z.refine((value) => value.toLowerCase() === 'usd', 'only usd')), 'usd'),
  chainId: chainIdParameter,
})

/** A token balance (spec §3). */
export const tokenBalance = z.object({
  name: z.string(),
  symbol: z.string(),
  /** CAIP-2, e.g. `eip155:1`. */
  chainId: caip2,
  /** CAIP-10 of the token contract; absent for the native currency. */
  address: z.optional(z.string()),
  /** USD value of the quantity (quantity × price). */
  value: z.number(),
  /** USD price of one token (0 when unknown). */
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})

export const balancesAnswer = z.object({ balances: z.array(tokenBalance) })

/** `GET /v1/account/{address}/history?chainId&cursor&limit` (newest first; no chainId: every chain served). */
export const historyQuery = z.object({
  chainId: z.optional(chainIdParameter),
  cursor: z.optional(z.string()),
  /** 1 to 100; default 20. */
  limit: z.optional(z.union([z.number(), z.string()])),
})

/** One transfer of a history item, from the account's point of view. */
export const historyTransfer = z.object({
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string(), decimals: z.string() }),
  /** USD value; absent when there is no price. */
  value: z.optional(z.number()),
  price: z.optional(z.number()),
  fungible_info: z.optional(z.object({ name: z.string(), symbol: z.string(), icon: z.object({ url: z.string() }) })),
  /** An NFT; the server marks every one spam (spec §3: the nft spam flag). */
  nft_info: z.optional(z.object({ name: z.string(), content: z.object({ preview: z.object({ url: z.string() }) }), flags: z.object({ is_spam: z.boolean() }) })),
})

/** What the server says a transaction did, from the account's side. */
export const operationTypes = ['send', 'receive', 'mint', 'burn', 'trade', 'execute'] as const

/**
 * A mined transaction (spec §3: id, metadata.minedAt, metadata.chain, transfers). The server
 * answers only mined ones (`confirmed` or `failed`); the kit's own just-sent transactions,
 * `pending` until mined, are `ActivityItem`s.
 */
export const historyItem = z.object({
  id: z.string(),
  metadata: z.object({
    operationType: z.enum(operationTypes),
    hash: z.string(),
    /** CAIP-2. */
    chain: caip2,
    minedAt: isoInstant,
    /** The receive's one sender, else the transaction's sender. */
    sentFrom: z.string(),
    /** The send's one recipient (an ERC-20 transfer's, not the token contract), else the transaction's target. */
    sentTo: z.string(),
    status: z.enum(['confirmed', 'failed']),
    nonce: z.number().check(z.int()),
  }),
  transfers: z.array(historyTransfer),
})

export const historyAnswer = z.object({
  data: z.array(historyItem),
  next: z.nullable(z.string()),
  /** Chains (CAIP-2) asked whose history no source answered (no account API, or it failed, and no index): not an empty history. */
  unavailable: z.optional(z.array(caip2)),
  /** Chains (CAIP-2) whose built-in index is behind the chain's head, and by how many blocks. */
  indexing: z.optional(z.array(z.object({ chain: caip2, behindBlocks: z.number().check(z.int()) }))),
})
