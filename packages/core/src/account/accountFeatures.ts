import type { ChainNamespace } from '../caip/types'
import type { DEFAULT_WALLET_FEATURES_ORDER } from '../constants'

/** A feature of the account view's wallet features row (send, swaps, on-ramp…). */
export type WalletFeature = (typeof DEFAULT_WALLET_FEATURES_ORDER)[number]

/** What a connected account can do from the modal: the wallet features row, its activity, its name. */
export type AccountFeature = WalletFeature | 'activity' | 'names'

/**
 * The namespaces each account feature works on (spec §9: send on EVM and Solana, activity EVM only;
 * the kit's swaps, on-ramp and names are EVM ones). A feature not listed works on every namespace.
 */
const ACCOUNT_FEATURE_NAMESPACES: { readonly [feature in AccountFeature]?: readonly ChainNamespace[] } = {
  send: ['eip155', 'solana'],
  activity: ['eip155'],
  swaps: ['eip155'],
  onramp: ['eip155'],
  names: ['eip155'],
}

/**
 * Whether an account feature works for an account of `chainNamespace`.
 *
 * @example
 * accountFeatureWorksOn('swaps', 'solana') // false
 */
export function accountFeatureWorksOn(feature: AccountFeature, chainNamespace: ChainNamespace): boolean {
  return ACCOUNT_FEATURE_NAMESPACES[feature]?.includes(chainNamespace) ?? true
}
