import { ResolveNameFailedError } from './errors'
import { requireConnection } from '../connection/requireConnection'
import type { KitContext } from '../kit/context'
import { type AccountIdentity, cached, nameCache } from './nameCache'
import { evmCoinType, requireServer, publishIdentity } from './nameServer'
import type { ServerNotConfiguredErrorType } from '../server/errors'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'
import type { ResolveNameFailedErrorType } from './errors'
import type { RequireConnectionErrorType } from '../connection/requireConnection'

/** The account (default: the connected one). */
export type LookupAccountIdentityParameters = { address?: string | undefined }

export type LookupAccountIdentityReturnType = AccountIdentity | undefined

/** What `lookupAccountIdentity` can throw (by `name`). */
export type LookupAccountIdentityErrorType =
  | RequireConnectionErrorType
  | ServerNotConfiguredErrorType
  | ResolveNameFailedErrorType
  | BaseErrorType
  | ErrorType

/**
 * An account's identity (reverse lookup; default: the connected account): its name and the name's
 * avatar, or undefined when it has no name. Kept 5 minutes (spec §9's identity cache).
 *
 * @throws {ResolveNameFailedError} 'Error resolving name' when the server fails.
 */
export async function lookupAccountIdentity(ctx: KitContext, { address }: LookupAccountIdentityParameters = {}): Promise<LookupAccountIdentityReturnType> {
  const account = address ?? requireConnection(ctx).address
  const key = account.toLowerCase()
  const cache = nameCache(ctx).accounts
  const hit = cached(cache, key, 'identity')
  if (hit.hit) return hit.value
  const client = requireServer(ctx, 'Names')
  let identity: AccountIdentity | undefined
  try {
    const record = (await client.reverseLookupName(account, evmCoinType)).names[0]
    identity = record && { name: record.name, ...(record.avatar ? { avatar: record.avatar } : {}) }
  } catch (cause) {
    throw new ResolveNameFailedError({ name: account, cause })
  }
  cache.set(key, { value: identity, at: Date.now() })
  publishIdentity(ctx, key, identity)
  return identity
}
