import { type Address, getAddress, isAddress } from 'viem'
import type { ChainConfig } from '../chains/chains.ts'
import type { ListedToken } from '../tokens/tokenLists.ts'
import { SwapTokenNotSupportedError } from './errors.ts'
import type { SwapToken } from './types.ts'

/** The address many swap APIs use for the native currency; accepted as `native`. */
export const nativeTokenAlias = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** What can be swapped on `chain`: its native currency, then its token list. */
export function swapTokensOf(chain: Pick<ChainConfig, 'nativeCurrency'>, listed: readonly ListedToken[]): SwapToken[] {
  const { name, symbol, decimals } = chain.nativeCurrency
  return [{ address: 'native', name, symbol, decimals }, ...listed.map((token) => ({ ...token, address: token.address }))]
}

/**
 * The swap token a request names: `native` (or {@link nativeTokenAlias}), or an address on the list.
 *
 * @throws {SwapTokenNotSupportedError} for anything else.
 */
export function resolveSwapToken(tokens: readonly SwapToken[], value: string, chainId: number): SwapToken {
  const wanted = value.toLowerCase() === 'native' || value.toLowerCase() === nativeTokenAlias.toLowerCase() ? 'native' : value
  if (wanted !== 'native' && !isAddress(wanted, { strict: false })) throw new SwapTokenNotSupportedError({ token: value.slice(0, 64), chainId })
  const address = wanted === 'native' ? 'native' : getAddress(wanted as Address)
  const token = tokens.find((candidate) => candidate.address === address)
  if (!token) throw new SwapTokenNotSupportedError({ token: address, chainId })
  return token
}
