import { lazy, Suspense } from 'react'
import { withEnglish } from '../../withEnglish'
import type { SimulationSummaryProps } from './SimulationSummary'

// Its own chunk with its English texts: the review steps load it when they first show a review.
const Summary = lazy(() =>
  withEnglish(
    import('./SimulationSummary').then((m) => m.SimulationSummary),
    import('../../../i18n/messages/simulation').then((m) => m.simulation),
  ),
)

/** `SimulationSummary`, loaded on demand (nothing shows until it has loaded, or while there is no review). */
export function LazySimulationSummary(props: SimulationSummaryProps) {
  if (!props.review) return null
  return (
    <Suspense fallback={null}>
      <Summary {...props} />
    </Suspense>
  )
}
