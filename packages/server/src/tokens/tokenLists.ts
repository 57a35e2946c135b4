import { existsSync, readFileSync } from 'node:fs'
import { getAddress } from 'viem'
import { z } from 'zod'

/** An ERC-20 the balance endpoint reads for every account on a chain. */
export type ListedToken = { address: `0x${string}`; name: string; symbol: string; decimals: number }

const listSchema = z.array(
  z.object({
    address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
    name: z.string().min(1),
    symbol: z.string().min(1),
    decimals: z.number().int().min(0).max(255),
  }),
)

/**
 * The token list of a chain: `lists/<chainId>.json` beside this file (empty when there is none).
 * Kept as data so adding a token is a data change.
 */
export function loadTokenList(chainId: number, dir: URL = new URL('./lists/', import.meta.url)): ListedToken[] {
  const file = new URL(`${chainId}.json`, dir)
  if (!existsSync(file)) return []
  return listSchema
    .parse(JSON.parse(readFileSync(file, 'utf8')))
    .map((token) => ({ ...token, address: getAddress(token.address) }))
}

/** Token lists by chain id, read once per app. */
export function createTokenLists(load: (chainId: number) => ListedToken[] = loadTokenList) {
  const cache = new Map<number, ListedToken[]>()
  return {
    get(chainId: number): ListedToken[] {
      let list = cache.get(chainId)
      if (!list) cache.set(chainId, (list = load(chainId)))
      return list
    },
  }
}

export type TokenLists = ReturnType<typeof createTokenLists>
