import { existsSync, readFileSync } from 'node:fs'
import { getAddress } from 'viem'
import { z } from 'zod'

/** An ERC-20 the balance endpoint reads for every account on a chain. */
export type ListedToken = { address: `0x${string}`; name: string; symbol: string; decimals: number }

/** At most this many tokens of one chain are kept from a list (the rest are cut, in list order). */
export const maxTokensPerChain = 200

/** The Uniswap token-list format (https://tokenlists.org), the fields read here; extra fields are allowed. */
const tokenListSchema = z.object({
  name: z.string().min(1).max(200),
  tokens: z
    .array(
      z.object({
        chainId: z.number().int().positive(),
        address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
        name: z.string().min(1).max(100),
        symbol: z.string().min(1).max(20),
        decimals: z.number().int().min(0).max(255),
      }),
    )
    .max(10_000),
})

/** Parses a token list (Uniswap token-list format) and returns the tokens of one chain, checksummed, at most {@link maxTokensPerChain}. */
export function tokensOfList(list: unknown, chainId: number): ListedToken[] {
  return tokenListSchema
    .parse(list)
    .tokens.filter((token) => token.chainId === chainId)
    .slice(0, maxTokensPerChain)
    .map(({ address, name, symbol, decimals }) => ({ address: getAddress(address), name, symbol, decimals }))
}

/**
 * The token list of a chain: `lists/<chainId>.json` beside this file, in the Uniswap token-list
 * format (empty when there is none). Kept as data so adding a token is a data change.
 */
export function loadTokenList(chainId: number, dir: URL = new URL('./lists/', import.meta.url)): ListedToken[] {
  const file = new URL(`${chainId}.json`, dir)
  if (!existsSync(file)) return []
  return tokensOfList(JSON.parse(readFileSync(file, 'utf8')), chainId)
}

/**
 * An operator's token list (a file path or an http(s) URL, Uniswap token-list format), read once at
 * start-up: its chains' tokens replace the shipped lists of those chains.
 */
export async function readTokenList(source: string, fetchImpl: typeof fetch = fetch): Promise<unknown> {
  if (/^https?:\/\//.test(source)) {
    const response = await fetchImpl(source, { signal: AbortSignal.timeout(10_000) })
    if (!response.ok) throw new Error(`Token list ${source}: HTTP ${response.status}`)
    return response.json()
  }
  return JSON.parse(readFileSync(source, 'utf8'))
}

/** Token lists by chain id, read once per app; `list`: an operator's list, whose chains it covers win over the shipped ones. */
export function createTokenLists(load: (chainId: number) => ListedToken[] = loadTokenList, list?: unknown) {
  const cache = new Map<number, ListedToken[]>()
  const covered = list === undefined ? new Set<number>() : new Set(tokenListSchema.parse(list).tokens.map((token) => token.chainId))
  return {
    get(chainId: number): ListedToken[] {
      let tokens = cache.get(chainId)
      if (!tokens) cache.set(chainId, (tokens = covered.has(chainId) ? tokensOfList(list, chainId) : load(chainId)))
      return tokens
    },
  }
}

export type TokenLists = ReturnType<typeof createTokenLists>
