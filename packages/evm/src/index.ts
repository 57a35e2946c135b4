export { evmAdapter, type EvmAdapter, type EvmAdapterParameters } from './evmAdapter'
export { switchOrAddChain } from './switchOrAddChain'
export { toCaipNetwork } from './toCaipNetwork'
export { lazyHttp, preloadHttp } from './transport/lazyHttp'
