import { createClientSeed } from './relayAuth.ts'
import type { Pairing, Session, StorageLike } from './types.ts'

export type StoredState = { version: 1; seed: string; pairings: Record<string, Pairing>; sessions: Record<string, Session> }

/** localStorage when the page has one, otherwise memory (Node, server rendering). */
export function defaultStorage(): StorageLike {
  try {
    if (typeof localStorage !== 'undefined') return localStorage
  } catch {
    // localStorage throws in some sandboxed frames
  }
  return memoryStorage()
}

export function memoryStorage(): StorageLike {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

/**
 * The client's state in one storage key: the relay identity (its Ed25519 seed), pairings and sessions with
 * their keys. Expired entries are dropped on load. Writes are serialised, so the last state always wins.
 */
export async function loadStore(storage: StorageLike, key: string, nowSeconds: () => number) {
  const state = parse(await storage.getItem(key)) ?? { version: 1, seed: createClientSeed(), pairings: {}, sessions: {} }
  const now = nowSeconds()
  for (const [topic, p] of Object.entries(state.pairings)) if (p.expiry <= now) delete state.pairings[topic]
  for (const [topic, s] of Object.entries(state.sessions)) if (s.expiry <= now) delete state.sessions[topic]
  let writing: Promise<void> = Promise.resolve()
  const save = () => {
    const text = JSON.stringify(state)
    writing = writing.then(() => storage.setItem(key, text)).catch(() => {})
    return writing
  }
  await save()
  return { state, save }
}

export type Store = Awaited<ReturnType<typeof loadStore>>

function parse(text: string | null | undefined): StoredState | undefined {
  if (!text) return undefined
  try {
    const value = JSON.parse(text) as StoredState
    if (value?.version !== 1 || typeof value.seed !== 'string' || !value.pairings || !value.sessions) return undefined
    return value
  } catch {
    return undefined
  }
}
