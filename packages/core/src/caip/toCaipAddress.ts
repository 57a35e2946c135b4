import { InvalidCaipAddressError } from './errors'
import type { InvalidCaipNetworkIdError, UnsupportedChainNamespaceError } from './errors'
import { caipAccountAddressRegex } from './grammar'
import { parseCaipNetworkId } from './parseCaipNetworkId'
import type { CaipNetworkId } from './types'

export type ToCaipAddressErrorType = InvalidCaipAddressError | InvalidCaipNetworkIdError | UnsupportedChainNamespaceError

/**
 * Builds a CAIP-10 account id from a CAIP-2 network id and an address. The network id is checked
 * like `parseCaipNetworkId` does; an address that is empty or holds characters outside the
 * CAIP-10 grammar (`[-.%a-zA-Z0-9]{1,128}`, so no ":" or spaces) throws `InvalidCaipAddressError`.
 *
 * @example
 * toCaipAddress('eip155:1', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 * // 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export function toCaipAddress<const networkId extends CaipNetworkId, const address extends string>(
  caipNetworkId: networkId,
  address: address,
): `${networkId}:${address}` {
  parseCaipNetworkId(caipNetworkId)
  if (typeof address !== 'string' || !caipAccountAddressRegex.test(address))
    throw new InvalidCaipAddressError({
      value: `${caipNetworkId}:${String(address)}`,
      details: 'The address may only hold letters, digits, "-", "." and "%" (1 to 128 characters).',
    })
  return `${caipNetworkId}:${address}`
}
