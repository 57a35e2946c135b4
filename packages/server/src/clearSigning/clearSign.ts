import type { Address, Hex } from 'viem'
import type { ChainConfig } from '../chains/chains.ts'
import { tokenInfo } from '../simulate/describeChanges.ts'
import type { ListedToken } from '../tokens/tokenLists.ts'
import { decodeCall } from './decodeCall.ts'
import { decodeTypedData } from './decodeTypedData.ts'
import { ClearSigningError } from './errors.ts'
import type { ClearSigningRegistry } from './registry.ts'
import type { ClearSigned, Decoded } from './types.ts'
import { tokensOf, wordDecoded } from './wordDecoded.ts'

type Common = { registry: ClearSigningRegistry; chain: ChainConfig; tokens: readonly ListedToken[] }

const wordAll = async ({ chain, tokens }: Common, decoded: readonly (Decoded | undefined)[]) => {
  const addresses = tokensOf(decoded)
  const info = addresses.length > 0 ? await tokenInfo(chain, addresses, tokens) : new Map()
  return decoded.map((entry) => (entry ? wordDecoded(entry, info) : null))
}

/**
 * Each call of a batch in words (`decodeCall`), its token amounts with the tokens' symbols and
 * decimals (the operator's list, else read from the token): null for a plain transfer, a call no
 * descriptor knows, or one the decoder refuses (the approval then shows the call as it is).
 */
export async function clearSignCalls(common: Common, calls: readonly { to: Address; data?: Hex | undefined; value?: bigint | undefined }[]): Promise<(ClearSigned | null)[]> {
  const decoded = calls.map((call) => {
    try {
      return decodeCall({ registry: common.registry, chainId: common.chain.chainId, native: common.chain.nativeCurrency, call })
    } catch (error) {
      if (error instanceof ClearSigningError) return undefined
      throw error
    }
  })
  return wordAll(common, decoded)
}

/**
 * An EIP-712 message in words (`decodeTypedData`) and the addresses its descriptor says must be
 * contracts (a permit's spender). A message no descriptor knows, or one that does not match its
 * descriptor, is `decoded: null`.
 *
 * @throws {ClearSigningError} for malformed, oversized or too deep typed data.
 */
export async function clearSignTypedData(common: Common, typedData: unknown): Promise<{ decoded: ClearSigned | null; contracts: Address[]; tokens: Address[] }> {
  let decoded: Decoded | undefined
  try {
    decoded = decodeTypedData({ registry: common.registry, native: common.chain.nativeCurrency, typedData })
  } catch (error) {
    if (error instanceof ClearSigningError && error.reason === 'not_matching') decoded = undefined
    else throw error
  }
  const [worded] = await wordAll(common, [decoded])
  return { decoded: worded ?? null, contracts: decoded?.contracts ?? [], tokens: tokensOf([decoded]) }
}
