export { chainNamespaces } from './chainNamespaces'
export { isChainNamespace } from './isChainNamespace'
export { type ParseCaipAddressErrorType, parseCaipAddress } from './parseCaipAddress'
export { type ParseCaipNetworkIdErrorType, parseCaipNetworkId } from './parseCaipNetworkId'
export { type ToCaipAddressErrorType, toCaipAddress } from './toCaipAddress'
export { type ToCaipNetworkIdErrorType, toCaipNetworkId } from './toCaipNetworkId'
export type {
  CaipAddress,
  CaipNetworkId,
  ChainNamespace,
  ParsedCaipAddress,
  ParsedCaipNetworkId,
} from './types'
