import { ResolveNameFailedError } from './errors'
import { ServerRequestError } from '../server/errors'
import { isEnsName, isValidName, normalizeName } from './validateName'
import type { NameRecord } from './types'
import type { KitContext } from '../kit/context'
import { cached, nameCache } from './nameCache'
import { requireServer } from './nameServer'
import type { ServerNotConfiguredErrorType } from '../server/errors'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'
import type { ResolveNameFailedErrorType } from './errors'

/** The name to resolve. */
export type ResolveNameParameters = string

/** The name's record; undefined for a name no one holds (or one that is not valid). */
export type ResolveNameReturnType = NameRecord | undefined

/** What `resolveName` can throw (by `name`). */
export type ResolveNameErrorType =
  | ServerNotConfiguredErrorType
  | ResolveNameFailedErrorType
  | BaseErrorType
  | ErrorType

/**
 * The account holding `name` (case-insensitive; a name with dots is an ENS name, which the server
 * resolves through ENS), or undefined when nobody does or it is not a valid name. Answers (misses too) are kept 5 minutes (spec §9).
 *
 * @throws {ResolveNameFailedError} 'Error resolving name' when the server fails.
 */
export async function resolveName(ctx: KitContext, name: string): Promise<NameRecord | undefined> {
  const normalized = normalizeName(name)
  if (!isValidName(normalized) && !isEnsName(normalized)) return undefined
  const cache = nameCache(ctx).names
  const hit = cached(cache, normalized, 'name')
  if (hit.hit) return hit.value
  const client = requireServer(ctx, 'Names')
  let record: NameRecord | undefined
  try {
    record = (await client.lookupName(normalized)).name
  } catch (cause) {
    if (!(cause instanceof ServerRequestError && cause.code === 'name_not_found')) throw new ResolveNameFailedError({ name: normalized, cause })
  }
  cache.set(normalized, { value: record, at: Date.now() })
  return record
}
