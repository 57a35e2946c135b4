import { InvalidCaipNetworkIdError, UnsupportedChainNamespaceError } from './errors'
import { caipReferenceRegex } from './grammar'
import { isChainNamespace } from './isChainNamespace'
import type { ChainNamespace, ParsedCaipNetworkId } from './types'

export type ParseCaipNetworkIdErrorType = InvalidCaipNetworkIdError | UnsupportedChainNamespaceError

/**
 * Splits a CAIP-2 network id into its namespace and chain id.
 *
 * - not a string, not exactly 2 colon-separated non-empty parts, or a chain id outside the CAIP-2
 *   grammar (`[-_a-zA-Z0-9]{1,32}`, so no spaces) → `InvalidCaipNetworkIdError`
 * - well formed but with a namespace Portico does not support → `UnsupportedChainNamespaceError`
 *
 * @example
 * parseCaipNetworkId('eip155:8453') // { chainNamespace: 'eip155', chainId: '8453' }
 * parseCaipNetworkId('eip155') // throws InvalidCaipNetworkIdError
 * parseCaipNetworkId('tron:1') // throws UnsupportedChainNamespaceError
 */
export function parseCaipNetworkId<namespace extends ChainNamespace = ChainNamespace>(
  caipNetworkId: `${namespace}:${string}` | (string & {}),
): ParsedCaipNetworkId<namespace> {
  if (typeof caipNetworkId !== 'string') throw new InvalidCaipNetworkIdError({ value: caipNetworkId })
  const parts = caipNetworkId.split(':')
  if (parts.length !== 2) throw new InvalidCaipNetworkIdError({ value: caipNetworkId })
  const [chainNamespace = '', chainId = ''] = parts
  if (!chainNamespace || !chainId) throw new InvalidCaipNetworkIdError({ value: caipNetworkId })
  if (!caipReferenceRegex.test(chainId))
    throw new InvalidCaipNetworkIdError({
      value: caipNetworkId,
      details: 'The chain id may only hold letters, digits, "-" and "_" (1 to 32 characters).',
    })
  if (!isChainNamespace(chainNamespace)) throw new UnsupportedChainNamespaceError({ chainNamespace })
  return { chainNamespace: chainNamespace as namespace, chainId }
}
