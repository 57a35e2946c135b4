import { ResolveNameError, NameSuggestionsError, RegisterNameError } from './errors'
import { ServerNotConfiguredError, ServerRequestError } from '../server/errors'
import { walletErrorFromCause } from '../errors/walletErrorFromCause'
import { isValidAvatarUrl } from './avatarUrl'
import { formatNameRegistrationMessage } from './nameRegistrationMessage'
import { isValidName, nameProblem, normalizeName } from './validateName'
import type { NameRecord, NameSuggestions } from './types'
import { requireConnection } from '../connection/requireConnection'
import type { KitContext } from '../kit/context'
import { serverClient } from '../server/serverClient'
import { type AccountIdentity, cached, nameCache } from './nameCache'

/** The coin type of EVM accounts (SLIP-44). */
const evmCoinType = 60

function requireServer(ctx: KitContext, feature: string) {
  const client = serverClient(ctx)
  if (!client) throw new ServerNotConfiguredError({ feature })
  return client
}

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

/** Makes an account's identity known to the views (the account store's `identities`). */
function publishIdentity(ctx: KitContext, key: string, identity: AccountIdentity | undefined) {
  if (JSON.stringify(ctx.account.getState().identities[key]) === JSON.stringify(identity ?? null)) return
  ctx.account.setState((state) => ({ identities: { ...state.identities, [key]: identity ?? null } }))
}

/**
 * An account's name (reverse lookup; default: the connected account), or undefined. Kept 5 minutes
 * (spec §9's identity cache).
 *
 * @throws {ResolveNameError} 'Error resolving name' when the server fails.
 */
export async function lookupAccountName(ctx: KitContext, parameters: { address?: string | undefined } = {}): Promise<string | undefined> {
  return (await lookupAccountIdentity(ctx, parameters))?.name
}

/**
 * Whether `name` can be registered, and free names close to it.
 *
 * @throws {NameSuggestionsError} 'Error fetching name suggestions'.
 */
export async function fetchNameSuggestions(ctx: KitContext, name: string): Promise<NameSuggestions> {
  const client = requireServer(ctx, 'Names')
  try {
    return await client.getNameSuggestions(normalizeName(name))
  } catch (cause) {
    throw new NameSuggestionsError({ name, cause })
  }
}

/** Sixteen random hex characters: the registration message's single-use nonce. */
function randomNonce(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Registers `name` (and, optionally, an `avatar` image URL, http(s)) for the connected EVM account:
 * checks it (letters, digits and hyphens, at least 4 characters), asks the wallet to sign the registration message (account, coin type 60, network,
 * project, time, nonce) and sends it to the server, which checks the signature. The account's name
 * is then known at once (no stale identity cache).
 *
 * @throws {RegisterNameError} 'Error registering name': `reason` is `invalid_name` or `invalid_avatar` (refused before
 *   the wallet is asked) or the server's code (`name_taken` with `suggestions`, `name_account_has_name`…).
 * @throws a wallet error (e.g. `UserRejectedRequestError`) when the wallet does not sign.
 */
export async function registerName(ctx: KitContext, { name, avatar }: { name: string; avatar?: string | undefined }): Promise<NameRecord> {
  const normalized = normalizeName(name)
  if (nameProblem(normalized)) throw new RegisterNameError({ name, reason: 'invalid_name' })
  if (avatar !== undefined && !isValidAvatarUrl(avatar)) throw new RegisterNameError({ name, reason: 'invalid_avatar' })
  const { adapter, connection, address, network } = requireConnection(ctx)
  if (network.chainNamespace !== 'eip155') throw new RegisterNameError({ name, cause: new Error(`Names are registered for EVM accounts, not ${network.chainNamespace}`) })
  const client = requireServer(ctx, 'Names')
  const message = formatNameRegistrationMessage({
    name: normalized,
    address,
    coinType: evmCoinType,
    chainId: network.caipNetworkId,
    projectId: client.projectId,
    ...(avatar !== undefined ? { avatar } : {}),
    issuedAt: new Date().toISOString(),
    nonce: randomNonce(),
  })
  let signature: string
  try {
    signature = await adapter.signMessage({ connectorId: connection.connectorId, address, message })
  } catch (cause) {
    throw walletErrorFromCause(cause)
  }
  let record: NameRecord
  try {
    record = (await client.registerName({ coinType: evmCoinType, address, signature, message })).name
  } catch (cause) {
    throw new RegisterNameError({ name: normalized, cause })
  }
  const cache = nameCache(ctx)
  cache.names.set(record.name, { value: record, at: Date.now() })
  const identity = { name: record.name, ...(record.avatar ? { avatar: record.avatar } : {}) }
  cache.accounts.set(address.toLowerCase(), { value: identity, at: Date.now() })
  publishIdentity(ctx, address.toLowerCase(), identity)
  return record
}
