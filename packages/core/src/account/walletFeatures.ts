import { DEFAULT_WALLET_FEATURES_ORDER } from '../constants'
import type { Features } from '../features/features'
import type { View } from '../modal/createRouter'
import type { AccountFeature, WalletFeature } from './accountFeatures'

export type { WalletFeature }

/** The modal's views that belong to one account feature: they make sense only where it works. */
const FEATURE_VIEWS: { readonly [view in View]?: AccountFeature } = {
  WalletSend: 'send',
  WalletSendPreview: 'send',
  Transactions: 'activity',
  Swap: 'swaps',
  SwapPreview: 'swaps',
  OnRamp: 'onramp',
  OnRampCheckout: 'onramp',
  RegisterAccountName: 'names',
  RegisterAccountNameSuccess: 'names',
}

/**
 * The account feature a modal view belongs to, when it belongs to one.
 *
 * @example
 * featureOfView('SwapPreview') // 'swaps'
 * featureOfView('Connect') // undefined
 */
export function featureOfView(view: View): AccountFeature | undefined {
  return FEATURE_VIEWS[view]
}

export type WalletFeaturesParameters = {
  features: Pick<Features, 'onramp' | 'swaps'>
  /** Whether a feature works for the account's namespace (`accountFeatureWorksOn` with the kit's context). */
  worksOn: (feature: AccountFeature) => boolean
  /** Features this kit offers here (the on-ramp is left out in the spec's restricted time zones). */
  implemented?: readonly WalletFeature[] | undefined
  /** Default: `DEFAULT_WALLET_FEATURES_ORDER` (onramp, swaps, receive, send). */
  order?: readonly WalletFeature[] | undefined
}

/**
 * The Account view's wallet features row, in order: onramp and swaps when the project turns them on,
 * receive always, each only where it works for the account (`worksOn`).
 *
 * @example
 * walletFeatures({ features: { onramp: true, swaps: true }, worksOn: (f) => f === 'send' || f === 'receive' }) // ['receive', 'send']
 */
export function walletFeatures({
  features,
  worksOn,
  implemented = DEFAULT_WALLET_FEATURES_ORDER,
  order = DEFAULT_WALLET_FEATURES_ORDER,
}: WalletFeaturesParameters): WalletFeature[] {
  return order.filter((feature) => {
    if (!implemented.includes(feature) || !worksOn(feature)) return false
    if (feature === 'onramp') return features.onramp
    if (feature === 'swaps') return features.swaps
    return true
  })
}
