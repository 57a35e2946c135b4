export type { ActiveNetwork, CaipNetwork, UnsupportedNetwork } from './types'
export { isUnsupportedNetwork, unsupportedNetwork } from './unsupportedNetwork'
export { findNetwork } from './findNetwork'
