import type { ChainNamespace } from '@portico/core'
import { usePorticoContext } from '../../context'

/**
 * Shown instead of a feature's view (Swap, Buy, Send…) opened for an account whose namespace the
 * feature does not work on: says so, rather than a form that can only fail.
 */
export function FeatureUnavailableView({ chainNamespace }: { chainNamespace: ChainNamespace }) {
  const { t } = usePorticoContext()
  return (
    <div className="portico-stack">
      <p className="portico-muted portico-center">{t('view.featureUnavailable', { namespace: t(`namespace.${chainNamespace}`) })}</p>
    </div>
  )
}
