import { chainNamespaces } from '../caip/chainNamespaces'
import { caipReferenceRegex } from '../caip/grammar'
import type { CaipNetworkId, ChainNamespace } from '../caip/types'
import { PayUnsupportedAssetError } from './errors'
import { tokenAssetReference } from '../caip/tokenAssetReference'
import type { AssetId, PaymentAsset } from './types'

/**
 * Reads a CAIP-19 asset id the kit can pay with: a network's native currency (`slip44:<coin
 * type>`) or, on eip155, an ERC-20 (`erc20:<contract>`).
 *
 * @example
 * parsePaymentAsset('eip155:1/slip44:60') // { caipNetworkId: 'eip155:1', chainNamespace: 'eip155', token: undefined, … }
 * @throws {PayUnsupportedAssetError} for anything else.
 */
export function parsePaymentAsset(id: string): PaymentAsset {
  const match = typeof id === 'string' ? /^([-a-z0-9]{3,8}):([^/:]+)\/([-a-z0-9]{3,8}):([-.%a-zA-Z0-9]{1,128})$/.exec(id) : null
  if (!match) throw new PayUnsupportedAssetError({ asset: String(id), details: 'Not a CAIP-19 asset id' })
  const [, namespace, reference, assetNamespace, assetReference] = match as unknown as [string, string, string, string, string]
  if (!(chainNamespaces as readonly string[]).includes(namespace) || !caipReferenceRegex.test(reference)) {
    throw new PayUnsupportedAssetError({ asset: id, details: `Unknown network ${namespace}:${reference}` })
  }
  const chainNamespace = namespace as ChainNamespace
  const caipNetworkId = `${chainNamespace}:${reference}` as CaipNetworkId
  if (assetNamespace === 'slip44' && /^\d+$/.test(assetReference)) {
    return { id: id as AssetId, caipNetworkId, chainNamespace, token: undefined }
  }
  const token = tokenAssetReference(chainNamespace, assetNamespace, assetReference)
  if (token) {
    return { id: id as AssetId, caipNetworkId, chainNamespace, token }
  }
  throw new PayUnsupportedAssetError({ asset: id, details: `Only native (slip44) and ERC-20 (erc20) assets are supported` })
}
