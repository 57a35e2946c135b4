import type { ChainNamespace } from './types'

/**
 * CAIP-19 (CASA): the contract a fungible-token asset id names, when its asset namespace is the one
 * of its chain namespace that the kit pays with (eip155: `erc20`, a 40-hex-digit contract, written
 * with `0x`); undefined otherwise.
 *
 * @example
 * tokenAssetReference('eip155', 'erc20', 'a0b86991c6218b36c1d19d4a2e9eb0ce3606eb48') // '0xa0b8…eb48'
 */
export function tokenAssetReference(chainNamespace: ChainNamespace, assetNamespace: string, reference: string): string | undefined {
  if (chainNamespace !== 'eip155' || assetNamespace !== 'erc20' || !/^(?:0x)?[0-9a-fA-F]{40}$/.test(reference)) return undefined
  return reference.startsWith('0x') ? reference : `0x${reference}`
}
