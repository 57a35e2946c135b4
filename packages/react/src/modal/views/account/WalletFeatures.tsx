import { type FeaturesState, type View } from '@portico/core'
import { accountFeatureWorksOn, isOnrampRestrictedTimeZone, walletFeatures } from '@portico/core/internal'
import { usePorticoContext } from '../../../context'
import { usePorticoAccount } from '../../../hooks/usePorticoAccount'
import { useStore } from '../../../hooks/useStore'

const selectFeatures = (s: FeaturesState) => s.features
const views: Record<string, View> = { onramp: 'OnRamp', swaps: 'Swap', receive: 'WalletReceive', send: 'WalletSend' }
const everywhere = ['onramp', 'swaps', 'receive', 'send'] as const
/** In the spec's restricted time zones (mainland China, Hong Kong) the on-ramp is hidden. */
const restricted = ['swaps', 'receive', 'send'] as const

/**
 * The Account view's wallet features row in the spec's order (onramp, swaps, receive, send; the
 * on-ramp and swaps when the project has them on, the on-ramp not in the spec's restricted time
 * zones, by the visitor's `Intl` time zone), and the Activity entry when the project has activity
 * on; each only where it works for the account's namespace (core's `accountFeatureWorksOn`).
 */
export function WalletFeatures() {
  const { portico, t } = usePorticoContext()
  const features = useStore(portico.stores.features, selectFeatures)
  const { chainNamespace, isSupportedNetwork } = usePorticoAccount()
  if (!isSupportedNetwork) return null
  const row = walletFeatures({ features, worksOn: (feature) => accountFeatureWorksOn(portico.context, feature, chainNamespace), implemented: isOnrampRestrictedTimeZone() ? restricted : everywhere })
  return (
    <>
      <nav className="portico-features" aria-label={t('view.account.features')}>
        {row.map((feature) => (
          <button
            key={feature}
            type="button"
            className="portico-feature"
            onClick={() => portico.stores.router.push(views[feature]!)}
          >
            <FeatureIcon feature={feature} />
            <span>{t(`view.account.feature.${feature}`)}</span>
          </button>
        ))}
      </nav>
      {features.activity && accountFeatureWorksOn(portico.context, 'activity', chainNamespace) ? (
        <button type="button" className="portico-item" onClick={() => portico.stores.router.push('Transactions')}>
          <span className="portico-item__label">{t('view.account.feature.activity')}</span>
          <span className="portico-chevron" aria-hidden="true">›</span>
        </button>
      ) : null}
    </>
  )
}

function FeatureIcon({ feature }: { feature: string }) {
  const paths: Record<string, string> = {
    receive: 'M12 4v12m0 0-5-5m5 5 5-5M5 20h14',
    send: 'M12 20V8m0 0-5 5m5-5 5 5M5 4h14',
    swaps: 'M7 4 3 8l4 4M3 8h14m0 12 4-4-4-4m4 4H7',
    onramp: 'M4 7h16v10H4zM4 11h16',
  }
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[feature] ?? ''} />
    </svg>
  )
}
