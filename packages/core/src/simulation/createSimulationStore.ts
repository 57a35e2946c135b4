import { createStore } from 'zustand/vanilla'
import type { SimulationState } from './types'

export const initialSimulationState: SimulationState = { key: undefined, review: undefined, pending: undefined }

/** The review step's simulation in one kit (`portico.stores.simulation`), for the review views. */
export function createSimulationStore() {
  return createStore<SimulationState>(() => initialSimulationState)
}

export type SimulationStore = ReturnType<typeof createSimulationStore>
