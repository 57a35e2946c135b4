import { ResolveNameError } from './errors'
import { ServerRequestError } from '../server/errors'
import { isValidName, normalizeName } from './validateName'
import type { NameRecord } from './types'
import type { KitContext } from '../kit/context'
import { cached, nameCache } from './nameCache'
import { requireServer } from './nameServer'

/**
 * The account holding `name` (case-insensitive), or undefined when nobody does or it is not a valid
 * name. Answers (misses too) are kept 5 minutes (spec §9).
 *
 * @throws {ResolveNameError} 'Error resolving name' when the server fails.
 */
export async function resolveName(ctx: KitContext, name: string): Promise<NameRecord | undefined> {
  const normalized = normalizeName(name)
  if (!isValidName(normalized)) return undefined
  const cache = nameCache(ctx).names
  const hit = cached(cache, normalized, 'name')
  if (hit.hit) return hit.value
  const client = requireServer(ctx, 'Names')
  let record: NameRecord | undefined
  try {
    record = (await client.lookupName(normalized)).name
  } catch (cause) {
    if (!(cause instanceof ServerRequestError && cause.code === 'name_not_found')) throw new ResolveNameError({ name: normalized, cause })
  }
  cache.set(normalized, { value: record, at: Date.now() })
  return record
}
