import type { ChainNamespace } from '../caip/types'
import { DEFAULT_WALLET_FEATURES_ORDER } from '../constants'
import type { Features } from '../features/features'

export type WalletFeature = (typeof DEFAULT_WALLET_FEATURES_ORDER)[number]

/** Namespaces the send feature works on (spec §9: EVM and Solana). */
const SEND_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']
/** Namespaces the activity feature works on (spec §9: EVM only). */
export const ACTIVITY_NAMESPACES: readonly ChainNamespace[] = ['eip155']

export type WalletFeaturesParameters = {
  features: Pick<Features, 'onramp' | 'swaps'>
  chainNamespace: ChainNamespace
  /** Features this kit has views for; onramp and swaps join once they exist. */
  implemented?: readonly WalletFeature[] | undefined
  /** Default: `DEFAULT_WALLET_FEATURES_ORDER` (onramp, swaps, receive, send). */
  order?: readonly WalletFeature[] | undefined
}

/**
 * The Account view's wallet features row, in order: onramp and swaps when the project turns them on
 * (and the kit has them), receive always, send on the namespaces that support it.
 *
 * @example
 * walletFeatures({ features: { onramp: false, swaps: false }, chainNamespace: 'eip155' }) // ['receive', 'send']
 */
export function walletFeatures({
  features,
  chainNamespace,
  implemented = ['receive', 'send'],
  order = DEFAULT_WALLET_FEATURES_ORDER,
}: WalletFeaturesParameters): WalletFeature[] {
  return order.filter((feature) => {
    if (!implemented.includes(feature)) return false
    if (feature === 'onramp') return features.onramp
    if (feature === 'swaps') return features.swaps
    if (feature === 'send') return SEND_NAMESPACES.includes(chainNamespace)
    return true
  })
}
