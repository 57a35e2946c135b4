type Listener<T> = (payload: T) => void

/** A small typed event emitter; a throwing listener does not stop the others. */
export function createEmitter<Events extends Record<string, unknown>>() {
  const listeners = new Map<keyof Events, Set<Listener<never>>>()
  return {
    on<K extends keyof Events>(event: K, listener: Listener<Events[K]>) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener as Listener<never>)
    },
    off<K extends keyof Events>(event: K, listener: Listener<Events[K]>) {
      listeners.get(event)?.delete(listener as Listener<never>)
    },
    emit<K extends keyof Events>(event: K, payload: Events[K]) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as Listener<Events[K]>)(payload)
        } catch (error) {
          queueMicrotask(() => {
            throw error
          })
        }
      }
    },
    clear() {
      listeners.clear()
    },
  }
}

export type Emitter<Events extends Record<string, unknown>> = ReturnType<typeof createEmitter<Events>>
