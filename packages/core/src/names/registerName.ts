import { chainSupports } from '../kit/chainRules'
import { RegisterNameError } from './errors'
import { walletErrorFromCause } from '../errors/walletErrorFromCause'
import { isValidAvatarUrl } from './avatarUrl'
import { formatNameRegistrationMessage } from './nameRegistrationMessage'
import { nameProblem, normalizeName } from './validateName'
import type { NameRecord } from './types'
import { requireConnection } from '../connection/requireConnection'
import type { KitContext } from '../kit/context'
import { nameCache } from './nameCache'
import { evmCoinType, requireServer, publishIdentity } from './nameServer'

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
  if (!chainSupports(ctx, 'names', network.chainNamespace)) throw new RegisterNameError({ name, cause: new Error(`Names are registered for EVM accounts, not ${network.chainNamespace}`) })
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
