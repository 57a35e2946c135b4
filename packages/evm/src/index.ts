export { evmAdapter, type EvmAdapter, type EvmAdapterParameters } from './evmAdapter'
export { toCaipNetwork } from './toCaipNetwork'
export { lazyHttp } from './transport/lazyHttp'
