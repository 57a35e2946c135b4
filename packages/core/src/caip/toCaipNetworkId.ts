import { InvalidCaipNetworkIdError, UnsupportedChainNamespaceError } from './errors'
import { caipReferenceRegex } from './grammar'
import { isChainNamespace } from './isChainNamespace'
import type { ChainNamespace } from './types'

export type ToCaipNetworkIdErrorType = InvalidCaipNetworkIdError | UnsupportedChainNamespaceError

/**
 * Builds a CAIP-2 network id from a namespace and a chain id (a number for EVM chains, a string
 * reference for the others). The result type keeps the literal parts.
 *
 * Throws `UnsupportedChainNamespaceError` for an unknown namespace and `InvalidCaipNetworkIdError`
 * for a chain id that is not a non-negative safe integer or a CAIP-2 reference.
 *
 * @example
 * toCaipNetworkId('eip155', 8453) // 'eip155:8453'
 * toCaipNetworkId('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
 */
export function toCaipNetworkId<const namespace extends ChainNamespace, const chainId extends string | number>(
  chainNamespace: namespace,
  chainId: chainId,
): `${namespace}:${chainId}` {
  if (!isChainNamespace(chainNamespace)) throw new UnsupportedChainNamespaceError({ chainNamespace })
  const valid =
    typeof chainId === 'number'
      ? Number.isSafeInteger(chainId) && chainId >= 0
      : typeof chainId === 'string' && caipReferenceRegex.test(chainId)
  if (!valid)
    throw new InvalidCaipNetworkIdError({
      value: `${chainNamespace}:${String(chainId)}`,
      details: 'The chain id must be a non-negative integer or 1 to 32 letters, digits, "-" or "_".',
    })
  return `${chainNamespace}:${chainId}`
}
