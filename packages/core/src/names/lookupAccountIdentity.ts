import { ResolveNameError } from './errors'
import { requireConnection } from '../connection/requireConnection'
import type { KitContext } from '../kit/context'
import { type AccountIdentity, cached, nameCache } from './nameCache'
import { evmCoinType, requireServer, publishIdentity } from './nameServer'

/**
 * An account's identity (reverse lookup; default: the connected account): its name and the name's
 * avatar, or undefined when it has no name. Kept 5 minutes (spec §9's identity cache).
 *
 * @throws {ResolveNameError} 'Error resolving name' when the server fails.
 */
export async function lookupAccountIdentity(ctx: KitContext, { address }: { address?: string | undefined } = {}): Promise<AccountIdentity | undefined> {
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
    throw new ResolveNameError({ name: account, cause })
  }
  cache.set(key, { value: identity, at: Date.now() })
  publishIdentity(ctx, key, identity)
  return identity
}
