import { lazy, Suspense, useState } from 'react'
import { chunk } from '../../chunk'
import { withEnglish } from '../../withEnglish'
import type { SimulationSummaryProps } from './SimulationSummary'

const summary = chunk(() =>
  withEnglish(
    import('./SimulationSummary').then((m) => m.SimulationSummary),
    import('../../../i18n/messages/simulation').then((m) => m.simulation),
  ),
)

/**
 * Loads the summary's chunk with its English texts (once; the review steps call it when they mount,
 * so it is in before their simulation answers). Resolves when it is in.
 */
export const loadSimulationSummary = summary.load

/** Whether the summary's chunk is in (it then renders in the same frame as its review). */
export const simulationSummaryLoaded = () => summary.loaded() !== undefined

const Summary = lazy(loadSimulationSummary)

/**
 * `SimulationSummary`, loaded on demand (nothing shows until it has loaded, or while there is no
 * review). The loaded component or the lazy one is chosen once per mount: switching between them on a
 * later render would mount the summary anew.
 */
export function LazySimulationSummary(props: SimulationSummaryProps) {
  const [Loaded] = useState(() => summary.loaded()?.default)
  if (!props.review) return null
  if (Loaded) return <Loaded {...props} />
  return (
    <Suspense fallback={null}>
      <Summary {...props} />
    </Suspense>
  )
}
