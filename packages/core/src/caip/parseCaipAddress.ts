import { InvalidCaipAddressError, UnsupportedChainNamespaceError } from './errors'
import { caipAccountAddressRegex, caipReferenceRegex } from './grammar'
import { isChainNamespace } from './isChainNamespace'
import type { ChainNamespace, ParsedCaipAddress } from './types'

export type ParseCaipAddressErrorType = InvalidCaipAddressError | UnsupportedChainNamespaceError

/**
 * Splits a CAIP-10 account id into namespace, chain id and address.
 *
 * - not a string, not exactly 3 colon-separated non-empty parts, or a part outside the CAIP
 *   grammar (chain id `[-_a-zA-Z0-9]{1,32}`, address `[-.%a-zA-Z0-9]{1,128}`, so no spaces) →
 *   `InvalidCaipAddressError`
 * - well formed but with a namespace Portico does not support → `UnsupportedChainNamespaceError`
 *
 * The address is returned as written (no checksum or case change).
 *
 * @example
 * parseCaipAddress('eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 * // { chainNamespace: 'eip155', chainId: '1', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }
 * parseCaipAddress('eip155:1') // throws InvalidCaipAddressError
 */
export function parseCaipAddress<namespace extends ChainNamespace = ChainNamespace>(
  caipAddress: `${namespace}:${string}:${string}` | (string & {}),
): ParsedCaipAddress<namespace> {
  if (typeof caipAddress !== 'string') throw new InvalidCaipAddressError({ value: caipAddress })
  const parts = caipAddress.split(':')
  if (parts.length !== 3) throw new InvalidCaipAddressError({ value: caipAddress })
  const [chainNamespace = '', chainId = '', address = ''] = parts
  if (!chainNamespace || !chainId || !address) throw new InvalidCaipAddressError({ value: caipAddress })
  if (!caipReferenceRegex.test(chainId))
    throw new InvalidCaipAddressError({
      value: caipAddress,
      details: 'The chain id may only hold letters, digits, "-" and "_" (1 to 32 characters).',
    })
  if (!caipAccountAddressRegex.test(address))
    throw new InvalidCaipAddressError({
      value: caipAddress,
      details: 'The address may only hold letters, digits, "-", "." and "%" (1 to 128 characters).',
    })
  if (!isChainNamespace(chainNamespace)) throw new UnsupportedChainNamespaceError({ chainNamespace })
  return { chainNamespace: chainNamespace as namespace, chainId, address }
}
