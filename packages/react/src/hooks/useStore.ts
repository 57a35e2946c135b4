import { useCallback, useRef, useSyncExternalStore } from 'react'

type ReadableStore<S> = { getState(): S; subscribe(listener: () => void): () => void }

/**
 * Reads a value from outside React and re-renders when it changes. Values are compared shallowly,
 * so a read that builds a new object does not re-render on every change.
 */
export function useExternal<T>(subscribe: (listener: () => void) => () => void, read: () => T): T {
  const last = useRef<{ value: T } | null>(null)
  const getSnapshot = useCallback(() => {
    const next = read()
    if (last.current && shallowEqual(last.current.value, next)) return last.current.value
    last.current = { value: next }
    return next
  }, [read])
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}

/** Reads a slice of a vanilla store (zustand-style) and re-renders when the slice changes. */
export function useStore<S, T>(store: ReadableStore<S>, selector: (state: S) => T): T {
  const read = useCallback(() => selector(store.getState()), [store, selector])
  return useExternal(store.subscribe, read)
}

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b) return false
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  return keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}
