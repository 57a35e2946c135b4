/** Event name → the arguments its listeners get. */
export type EventMap = Record<string, readonly unknown[]>

export type Emitter<events extends EventMap> = {
  on<event extends keyof events>(event: event, listener: (...args: events[event]) => void): void
  off<event extends keyof events>(event: event, listener: (...args: events[event]) => void): void
  emit<event extends keyof events>(event: event, ...args: events[event]): void
  removeAllListeners(): void
}

/**
 * A typed event emitter, one per kit. Listeners run in the order they were added; one added twice
 * runs once. (The kit used eventemitter3, but wagmi pins another version of it, so an app carried
 * two copies; this is all the kit needs of it.)
 *
 * @example
 * const emitter = createEmitter<{ connect: [{ address: string }] }>()
 * emitter.on('connect', ({ address }) => console.log(address))
 * emitter.emit('connect', { address: '0x…' })
 */
export function createEmitter<events extends EventMap>(): Emitter<events> {
  // Stored untyped: each set holds the listeners of one event, added through the typed `on`.
  type Listener = (...args: readonly unknown[]) => void
  const listeners = new Map<keyof events, Set<Listener>>()
  return {
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener as Listener)
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener as Listener)
    },
    emit(event, ...args) {
      // A copy: a listener may remove itself (or others) while the event is delivered.
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
    },
    removeAllListeners() {
      listeners.clear()
    },
  }
}
