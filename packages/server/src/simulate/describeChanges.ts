import { type Address, createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import type { ChainConfig } from '../chains/chains.ts'
import type { ListedToken } from '../tokens/tokenLists.ts'
import type { RawApproval, RawAssetChange, RawChanges } from './readChanges.ts'

export type TokenInfo = { symbol: string | null; decimals: number | null; listed: boolean }

/** One balance change of the sender, as the API answers it (amounts signed, in base units and formatted). */
export type AssetChange =
  | { kind: 'native'; symbol: string; decimals: number; amount: string; formatted: string; usd?: number }
  | { kind: 'erc20'; token: Address; symbol: string | null; decimals: number | null; listed: boolean; amount: string; formatted: string | null; usd?: number }
  | { kind: 'erc721'; token: Address; symbol: string | null; tokenId: string; direction: 'in' | 'out' }

/** One approval the sender grants, as the API answers it. */
export type ApprovalChange =
  | { kind: 'erc20'; token: Address; symbol: string | null; decimals: number | null; spender: Address; amount: string; formatted: string | null; unlimited: boolean }
  | { kind: 'erc721'; token: Address; symbol: string | null; spender: Address; tokenId: string }
  | { kind: 'all'; token: Address; symbol: string | null; operator: Address; approved: boolean }

/**
 * `changes` with token symbols and decimals: from the server's token list for the chain, else read
 * from the token (one Multicall3 `eth_call`; a token that does not answer keeps `null`s, and its
 * amounts stay in base units only). `listed` says whether the symbol comes from the operator's
 * list: a contract can call itself anything.
 */
export async function describeChanges({ chain, changes, tokens }: { chain: ChainConfig; changes: RawChanges; tokens: readonly ListedToken[] }) {
  const addresses = new Set<Address>()
  for (const change of [...changes.assets, ...changes.approvals]) if (change.kind !== 'native') addresses.add(change.token)
  const info = await tokenInfo(chain, [...addresses], tokens)
  const of = (token: Address) => info.get(token.toLowerCase()) ?? { symbol: null, decimals: null, listed: false }
  const format = (amount: bigint, decimals: number | null) => (decimals === null ? null : formatUnits(amount, decimals))
  const assets = changes.assets.map((change: RawAssetChange): AssetChange => {
    if (change.kind === 'native') {
      const { symbol, decimals } = chain.nativeCurrency
      return { kind: 'native', symbol, decimals, amount: change.amount.toString(), formatted: formatUnits(change.amount, decimals) }
    }
    const token = of(change.token)
    if (change.kind === 'erc20') return { kind: 'erc20', token: change.token, ...token, amount: change.amount.toString(), formatted: format(change.amount, token.decimals) }
    return { kind: 'erc721', token: change.token, symbol: token.symbol, tokenId: change.tokenId.toString(), direction: change.direction }
  })
  const approvals = changes.approvals.map((change: RawApproval): ApprovalChange => {
    const token = of(change.token)
    if (change.kind === 'erc20') {
      return { ...change, symbol: token.symbol, decimals: token.decimals, amount: change.amount.toString(), formatted: change.unlimited ? null : format(change.amount, token.decimals) }
    }
    if (change.kind === 'erc721') return { ...change, symbol: token.symbol, tokenId: change.tokenId.toString() }
    return { ...change, symbol: token.symbol }
  })
  return { assets, approvals, truncated: changes.truncated }
}

/** Symbol and decimals of `addresses`: the operator's list first, else read from the tokens (one Multicall3 call; null when a token does not answer). */
export async function tokenInfo(chain: ChainConfig, addresses: Address[], listed: readonly ListedToken[]): Promise<Map<string, TokenInfo>> {
  const result = new Map<string, TokenInfo>()
  const unknown: Address[] = []
  for (const address of addresses) {
    const entry = listed.find((token) => token.address.toLowerCase() === address.toLowerCase())
    if (entry) result.set(address.toLowerCase(), { symbol: entry.symbol, decimals: entry.decimals, listed: true })
    else unknown.push(address)
  }
  if (unknown.length === 0) return result
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: 5_000 }) })
  try {
    const answers = await client.multicall({
      multicallAddress: chain.multicall3,
      allowFailure: true,
      contracts: unknown.flatMap((address) => [
        { address, abi: erc20Abi, functionName: 'symbol' } as const,
        { address, abi: erc20Abi, functionName: 'decimals' } as const,
      ]),
    })
    unknown.forEach((address, index) => {
      const symbol = answers[index * 2]
      const decimals = answers[index * 2 + 1]
      result.set(address.toLowerCase(), {
        // A token's own symbol is untrusted text: cut and stripped of control characters.
        symbol: symbol?.status === 'success' && typeof symbol.result === 'string' ? symbol.result.replace(/[\p{C}]/gu, '').slice(0, 16) || null : null,
        decimals: decimals?.status === 'success' && Number(decimals.result) <= 36 ? Number(decimals.result) : null,
        listed: false,
      })
    })
  } catch {
    // Unnamed tokens keep base units: the balance changes themselves are still right.
  }
  return result
}
