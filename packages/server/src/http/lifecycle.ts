/**
 * One server instance's life as its readiness route reports it: serving, then draining once
 * shutdown starts (`/readyz` answers 503 `shutting_down` from then on). Made per instance by
 * `startServer` (or `createApp`), never shared between instances.
 */
export type Lifecycle = {
  readonly draining: boolean
  /** Marks the instance as shutting down (idempotent). */
  drain(): void
}

export function createLifecycle(): Lifecycle {
  let draining = false
  return {
    get draining() {
      return draining
    },
    drain() {
      draining = true
    },
  }
}
