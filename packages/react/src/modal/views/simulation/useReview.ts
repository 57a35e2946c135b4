import type { SimulationReview, SimulationState } from '@portico/core'
import { useCallback, useEffect, useState } from 'react'
import { usePorticoContext } from '../../../context'
import { useStore } from '../../../hooks/useStore'
import { hasDanger } from './hasDanger'
import { loadSimulationSummary, simulationSummaryLoaded } from './LazySimulationSummary'

/**
 * The review step's simulation under `key` (`portico.stores.simulation`; undefined while another
 * view's is there), and whether its approve button waits: `blocked` while the simulation runs or its
 * summary's chunk is still on its way (the summary lands above the button, so a press that straddled
 * its arrival would land elsewhere), and on a danger until the visitor ticks "I understand the risk".
 */
export function useReview(key: string) {
  const { portico } = usePorticoContext()
  const review = useStore(
    portico.stores.simulation,
    useCallback((state: SimulationState): SimulationReview | undefined => (state.key === key ? state.review : undefined), [key]),
  )
  const [understood, setUnderstood] = useState(false)
  const [summaryReady, setSummaryReady] = useState(simulationSummaryLoaded)
  useEffect(() => {
    if (summaryReady) return
    // Fetched when the step opens, so it is in before the simulation answers; a failed load does not hold the button.
    const ready = () => setSummaryReady(true)
    void loadSimulationSummary().then(ready, ready)
  }, [summaryReady])
  const danger = hasDanger(review)
  const settling = review !== undefined && (review.status === 'simulating' || !summaryReady)
  return { review, danger, understood, setUnderstood, blocked: settling || (danger && !understood) }
}
