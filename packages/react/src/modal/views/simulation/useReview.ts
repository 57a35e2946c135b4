import type { SimulationReview, SimulationState } from '@portico/core'
import { useCallback, useState } from 'react'
import { usePorticoContext } from '../../../context'
import { useStore } from '../../../hooks/useStore'
import { hasDanger } from './hasDanger'

/**
 * The review step's simulation under `key` (`portico.stores.simulation`; undefined while another
 * view's is there), and its danger step: `blocked` until the visitor ticks "I understand the risk".
 */
export function useReview(key: string) {
  const { portico } = usePorticoContext()
  const review = useStore(
    portico.stores.simulation,
    useCallback((state: SimulationState): SimulationReview | undefined => (state.key === key ? state.review : undefined), [key]),
  )
  const [understood, setUnderstood] = useState(false)
  const danger = hasDanger(review)
  return { review, danger, understood, setUnderstood, blocked: danger && !understood }
}
