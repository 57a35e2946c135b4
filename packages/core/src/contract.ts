/**
 * `@portico/core/contract`: the HTTP contract between the kit and the Portico server. One zod
 * schema (zod/mini) per route's path, query, body and answer, in `routes`; the server parses its
 * input with them and its tests check its answers against them; the kit's client and the wallet
 * frame take their types from them. The wire types (`HistoryItem`, `SwapQuote`…) are the schemas'
 * `z.output`, declared nowhere else.
 */
export * from './contract/account'
export * from './contract/common'
export * from './contract/embedded'
export * from './contract/errors'
export * from './contract/farcaster'
export * from './contract/passkeys'
export * from './contract/names'
export * from './contract/onramp'
export * from './contract/pay'
export * from './contract/paymaster'
export * from './contract/project'
export * from './contract/routes'
export * from './contract/rpc'
export * from './contract/siwx'
export * from './contract/social'
export * from './contract/simulate'
export * from './contract/swaps'
export * from './contract/types'
