import { IDENTITY_CACHE_MS, NAME_CACHE_MS } from '../constants'
import type { NameRecord } from './types'

type Entry<T> = { value: T; at: number }

/** An account's identity: its name and, when the name carries one, its avatar. */
export type AccountIdentity = { name: string; avatar?: string | undefined }

/** Per kit (never global): names to records (5 min) and accounts to their identity (5 min), misses included. */
export type NameCache = {
  names: Map<string, Entry<NameRecord | undefined>>
  accounts: Map<string, Entry<AccountIdentity | undefined>>
}

/** The kit's name cache, made on first use and kept in its context (`ctx.nameCache`; never global). */
export function nameCache(ctx: { nameCache?: NameCache | undefined }): NameCache {
  return (ctx.nameCache ??= { names: new Map(), accounts: new Map() })
}

/** A fresh entry's value (spec §9: name and identity caches 5 min), or a miss. */
export function cached<T>(map: Map<string, Entry<T>>, key: string, kind: 'name' | 'identity'): { hit: true; value: T } | { hit: false } {
  const entry = map.get(key)
  const ttl = kind === 'name' ? NAME_CACHE_MS : IDENTITY_CACHE_MS
  if (!entry || Date.now() - entry.at >= ttl) return { hit: false }
  return { hit: true, value: entry.value }
}
