export { createServerClient, type ServerClient, type ServerClientParameters } from './createServerClient'
export { toRegistryWallet } from './toRegistryWallet'
export type * from './types'
export type * from './accountTypes'
