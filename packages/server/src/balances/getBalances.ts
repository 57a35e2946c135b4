import type { TokenBalance } from '@portico/core/contract'
import { type Address, createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import type { ChainConfig } from '../chains/chains.ts'
import { UpstreamUnavailableError } from '../chains/errors.ts'
import type { PriceKey, PriceProvider } from '../tokens/priceProvider.ts'
import type { ListedToken } from '../tokens/tokenLists.ts'

/** One entry of `GET /v1/account/{address}/balance` (the spec's token balance; the contract's). */
export type { TokenBalance }

const getEthBalanceAbi = [
  {
    type: 'function',
    name: 'getEthBalance',
    stateMutability: 'view',
    inputs: [{ name: 'addr', type: 'address' }],
    outputs: [{ name: 'balance', type: 'uint256' }],
  },
] as const

export type GetBalancesParameters = {
  chain: ChainConfig
  address: Address
  tokens: readonly ListedToken[]
  prices: PriceProvider
  /** Absolute URL of a token's icon by symbol. */
  iconUrl: (symbol: string) => string
  timeoutMs?: number
}

/** At most this many listed tokens are read per account and chain (one `eth_call`; a longer list is cut). */
export const maxListedTokens = 200

/**
 * The native balance and the listed ERC-20 balances of `address`, read in one `eth_call` through
 * Multicall3 `aggregate3` with `allowFailure` (`getEthBalance` + `balanceOf` each). Tokens the account
 * does not hold are left out, and so is a listed token that does not answer (no code, a revert, a
 * return that is not a uint256): one broken token never hides the others. The native currency is
 * always there. At most {@link maxListedTokens} tokens are read.
 *
 * @throws {UpstreamUnavailableError} when the chain's RPC does not answer, or Multicall3 itself fails.
 */
export async function getBalances({ chain, address, tokens: listed, prices, iconUrl, timeoutMs = 10_000 }: GetBalancesParameters): Promise<TokenBalance[]> {
  const tokens = listed.slice(0, maxListedTokens)
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: timeoutMs }) })
  let results: readonly (bigint | undefined)[]
  try {
    const answers = (await client.multicall({
      multicallAddress: chain.multicall3,
      allowFailure: true,
      contracts: [
        { address: chain.multicall3, abi: getEthBalanceAbi, functionName: 'getEthBalance', args: [address] },
        ...tokens.map((token) => ({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })),
      ] as never[],
    })) as readonly ({ status: 'success'; result: unknown; error?: undefined } | { status: 'failure'; result?: undefined; error: Error })[]
    results = answers.map((answer) => (answer.status === 'success' && typeof answer.result === 'bigint' ? answer.result : undefined))
    // Multicall3's own getEthBalance cannot fail where Multicall3 is: if it did, the chain is not what we think.
    if (results[0] === undefined) throw answers[0]!.error ?? new Error('getEthBalance failed')
  } catch (cause) {
    throw new UpstreamUnavailableError({ chainId: chain.chainId, cause })
  }
  const caip2 = `eip155:${chain.chainId}`
  const keys: PriceKey[] = ['native', ...tokens.map((token) => token.address)]
  const priceOf = await prices.getUsdPrices(chain.chainId, keys)

  const entry = (raw: bigint, decimals: number, price: number, rest: Pick<TokenBalance, 'name' | 'symbol' | 'address'>): TokenBalance => {
    const numeric = formatUnits(raw, decimals)
    return {
      ...rest,
      chainId: caip2,
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: iconUrl(rest.symbol),
    }
  }
  const native = entry(results[0]!, chain.nativeCurrency.decimals, priceOf.native ?? 0, {
    name: chain.nativeCurrency.name,
    symbol: chain.nativeCurrency.symbol,
  })
  const erc20 = tokens.flatMap((token, index) => {
    const raw = results[index + 1]
    if (raw === undefined || raw === 0n) return []
    return [entry(raw, token.decimals, priceOf[token.address] ?? 0, { name: token.name, symbol: token.symbol, address: `${caip2}:${token.address}` })]
  })
  return [native, ...erc20]
}
