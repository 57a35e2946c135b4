import { createStore } from 'zustand/vanilla'
import type { Features } from './features'
import type { SocialImages } from '../server/socialImages'

export type FeaturesState = {
  features: Features
  /** Where the features come from: the app's options, the project's remote config, or basic mode. */
  source: 'local' | 'remote' | 'basic'
  /** The remote config fetch: never started (no server or basic mode), under way, done, failed. */
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** The embedded wallet's frame page (on its own origin), as the remote config names it. */
  frameUrl?: string | undefined
  /** The social logins' marks the server has (per theme), as the remote config links them. */
  socialImages?: SocialImages | undefined
}

/** The features in effect for one kit. */
export function createFeaturesStore(initial: Pick<FeaturesState, 'features' | 'source'>) {
  return createStore<FeaturesState>(() => ({ ...initial, status: 'idle' }))
}

export type FeaturesStore = ReturnType<typeof createFeaturesStore>
