import type { ChainNamespace } from '../caip/types'
import type { DEFAULT_WALLET_FEATURES_ORDER } from '../constants'
import type { KitContext } from '../kit/context'
import { chainSupports } from '../kit/chainRules'

/** A feature of the account view's wallet features row (send, swaps, on-ramp…). */
export type WalletFeature = (typeof DEFAULT_WALLET_FEATURES_ORDER)[number]

/** What a connected account can do from the modal: the wallet features row, its activity, its name. */
export type AccountFeature = WalletFeature | 'activity' | 'names'

/**
 * Whether an account feature works for an account of `chainNamespace`: receiving works everywhere,
 * the others where the namespace's adapter declares them (`Adapter.chain.capabilities`; spec §9:
 * send on EVM and Solana, activity EVM only; the kit's swaps, on-ramp and names are EVM ones).
 *
 * @example
 * accountFeatureWorksOn(portico.context, 'swaps', 'solana') // false
 */
export function accountFeatureWorksOn(ctx: Pick<KitContext, 'adapters'>, feature: AccountFeature, chainNamespace: ChainNamespace): boolean {
  return feature === 'receive' || chainSupports(ctx, feature, chainNamespace)
}
