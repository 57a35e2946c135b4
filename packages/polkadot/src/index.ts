export { polkadotAdapter, type PolkadotAdapterParameters } from './polkadotAdapter'
export type { Injected, InjectedAccount, InjectedExtension, InjectedWindow } from './injectedWeb3'
