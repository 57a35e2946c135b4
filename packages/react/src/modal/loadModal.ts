import { type ComponentType, lazy } from 'react'

type ModalModule = typeof import('./Modal')

let pending: Promise<ModalModule> | undefined
let loaded: ComponentType | undefined

/**
 * Loads the modal's code (a separate chunk). Called on idle and on hover/focus of the button, so
 * the click that opens the modal never waits on the network. Safe to call many times.
 */
export function loadModal(): Promise<ModalModule> {
  pending ??= import('./Modal').then((module) => {
    loaded = module.Modal
    return module
  })
  return pending
}

/** The modal component once its chunk is in, for a synchronous first paint. */
export function loadedModal(): ComponentType | undefined {
  return loaded
}

export const LazyModal = lazy(() => loadModal().then((module) => ({ default: module.Modal })))
