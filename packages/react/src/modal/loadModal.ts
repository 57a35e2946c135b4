import { type ComponentType, lazy } from 'react'
import { chunk } from './chunk'

const modalChunk = chunk(() => import('./Modal'))

/**
 * Loads the modal's code (a separate chunk). Called on idle and on hover/focus of the button, so
 * the click that opens the modal never waits on the network. Safe to call many times; after a
 * failed load (a network blip while preloading), the next call tries again.
 */
export function loadModal(): Promise<typeof import('./Modal')> {
  return modalChunk.load()
}

/** The modal component once its chunk is in, for a synchronous first paint. */
export function loadedModal(): ComponentType | undefined {
  return modalChunk.loaded()?.Modal
}

export const LazyModal = lazy(() => loadModal().then((module) => ({ default: module.Modal })))
